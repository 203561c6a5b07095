import { defineConfig } from 'vitest/config';

/** The domain tests, for mutation testing (stryker.config.mjs): no coverage report, one shared module cache. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share one module cache, so each mutant's run loads the rules once, not once per test file. The
    // tests use no fake timers, mocks or stubbed globals, and Stryker switches mutants at run time (static mutants
    // are not run), so nothing leaks from file to file.
    isolate: false,
    // A loaded machine must not turn a slow test into a "killed" mutant.
    testTimeout: 60_000,
  },
});
