import { defineConfig } from 'vitest/config';

/** The tests of the ANSI/NIST and EBTS code, for mutation testing (stryker.config.mjs); the CLI is out of scope. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/an2k/**/*.test.ts', 'src/ebts/**/*.test.ts'],
    // Each surviving mutant reruns every case of the fuzz and property tests that reach it: 500 cases each
    // instead of 2,000-10,000 keep the run to an hour on the shared machine (`npm test` still runs them all).
    env: { NIST_PROPERTY_RUNS: '500' },
    // A loaded machine must not turn a slow test into a "killed" mutant.
    testTimeout: 60_000,
  },
});
