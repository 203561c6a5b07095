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
    // The second records each file's peak of failed sign-ins from one source (source-failure-peak-report.ts).
    setupFiles: ['src/test/contract-check.setup.ts', 'src/test/source-failure-peak.setup.ts'],
    // On a PostgreSQL server (DATABASE_URL): this run's templates, from which each test file copies a database of
    // its own, so files run in parallel there too (test-database.ts); nothing on PGlite.
    // The second prints the run's peak of failed sign-ins from one source against the per-source threshold.
    globalSetup: ['src/test/postgres-templates.ts', 'src/test/source-failure-peak-report.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
