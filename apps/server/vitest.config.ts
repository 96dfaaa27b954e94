import path from 'node:path';
import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report, which .ci/summary.mjs adds up.
const jsonDir = process.env.VITEST_JSON_DIR;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The cluster needs HAProxy and PostgreSQL: `npm run test:cluster`, a step of its own in CI.
    exclude: ['test/cluster/**'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database) and
    // its own app, so files share nothing but loaded modules: a worker keeps its modules from
    // one file to the next (isolate: false) rather than spend seconds importing them again for
    // each file. The shop keeps no state in a module that outlives an app.
    pool: 'forks',
    isolate: false,
    // Both cores: much of a test's time is waiting on a database, a child process or a socket.
    maxWorkers: 2,
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir && { outputFile: { json: path.join(jsonDir, `server-${database}.json`) } }),
  },
});
