import path from 'node:path';
import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report, which .ci/summary.mjs adds up.
const jsonDir = process.env.VITEST_JSON_DIR;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, `paypal-sandbox-${database}.json`) } }),
  },
});
