import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts'],
    // A `.nodb.test.ts` file touches no database: it runs in the embedded pass only, not again on PostgreSQL.
    exclude: process.env['DATABASE_URL']
      ? [...configDefaults.exclude, 'src/**/*.nodb.test.ts']
      : configDefaults.exclude,
    // Checks every answer of every app a test file builds against the contract and fails the file on a stray.
    setupFiles: ['src/test/contract-check.setup.ts'],
    // On a PostgreSQL server the test files share one database, so they take turns.
    fileParallelism: !process.env['DATABASE_URL'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
