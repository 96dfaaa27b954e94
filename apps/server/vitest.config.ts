import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
