import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report, which .ci/summary.mjs adds up.
const jsonDir = process.env.VITEST_JSON_DIR;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A worker keeps its modules from one file to the next rather than import React, the
    // router and Testing Library again for each (about seven times faster here); setup.ts
    // resets the stores the app keeps in modules after every test.
    isolate: false,
    maxWorkers: 2,
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, `web-${database}.json`) } }),
  },
});
