import path from 'node:path';
import { defineConfig } from 'vitest/config';

const jsonDir = process.env.VITEST_JSON_DIR;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, `contract-${database}.json`) } }),
  },
});
