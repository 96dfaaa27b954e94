import path from 'node:path';
import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report, which .ci/summary.mjs adds up.
const jsonDir = process.env.VITEST_JSON_DIR;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, `server-${database}.json`) } }),
  },
});
