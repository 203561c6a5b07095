import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts'],
    // Checks every answer of every app a test file builds against the contract and fails the file on a stray.
    setupFiles: ['src/test/contract-check.setup.ts'],
    // On a PostgreSQL server (DATABASE_URL): this run's templates, from which each test file copies a database of
    // its own, so files run in parallel there too (test-database.ts); nothing on PGlite.
    globalSetup: ['src/test/postgres-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
