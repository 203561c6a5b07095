import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts'],
    // On a PostgreSQL server the test files share one database, so they take turns.
    fileParallelism: !process.env['DATABASE_URL'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
