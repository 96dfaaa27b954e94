import path from 'node:path';
import { defineConfig } from 'vitest/config';

const jsonDir = process.env.VITEST_JSON_DIR;

// The cluster test (issue 27): HAProxy, PostgreSQL, Redis, the object store and three shops,
// started by the test itself. One file, run alone: it uses both cores on its own.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, 'server-cluster.json') } }),
  },
});
