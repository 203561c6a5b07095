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
    // The second: on PGlite, the demo data seeded once per run into a data folder every test file that signs in
    // starts from a copy of (demo-data-template.ts), instead of each of some 50 files seeding it again.
    // The third prints the run's peak of failed sign-ins from one source against the per-source threshold.
    globalSetup: [
      'src/test/postgres-templates.ts',
      'src/test/demo-data-template.ts',
      'src/test/source-failure-peak-report.ts',
    ],
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and test files ran one
    // after the other while the second core idled (a file spends much of its time starting PGlite or waiting on the
    // PostgreSQL server). Two workers: the PGlite pass measured 924 s with one, see docs/decisions.md. The
    // PostgreSQL pass runs alongside the browser steps with one (scripts/test.mjs).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
