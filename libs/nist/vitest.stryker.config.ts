import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Stryker stops a mutant's run at the first failing test, so the files run cheapest first: the reader's and
 * writer's targeted tests, then the EBTS rule tests, then the tests that encode whole applicant transactions, and
 * the fuzz and property tests last (vitest's own order puts the slowest files first).
 */
const ORDER = [
  /read-an2k\.errors\.test\.ts$/,
  /write-an2k\.errors\.test\.ts$/,
  /read-an2k\.test\.ts$/,
  /ebts-field-rules\.test\.ts$/,
  /validate-ebts\.test\.ts$/,
  /ebts-applicant-details\.test\.ts$/,
  /encode-ebts-transaction\.test\.ts$/,
  /read-an2k\.fuzz\.test\.ts$/,
  /write-an2k\.property\.test\.ts$/,
];
const rank = (file: TestSpecification): number => {
  const at = ORDER.findIndex((pattern) => pattern.test(file.moduleId));
  return at === -1 ? ORDER.length : at;
};

class CheapFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

/** The tests of the ANSI/NIST and EBTS code, for mutation testing (stryker.config.mjs); the CLI is out of scope. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/an2k/**/*.test.ts', 'src/ebts/**/*.test.ts'],
    // The WSQ codec is not mutated; its test with the EBTS writer takes seconds and kills nothing the others miss.
    exclude: ['src/ebts/encode-ebts-wsq.test.ts'],
    sequence: { sequencer: CheapFilesFirst },
    // The files share one module cache: each mutant's run then loads the code once, not once per test file (the
    // whole suite measured 7.4 s of CPU against 11.9 s isolated). The code under test keeps no state between calls,
    // and Stryker switches mutants at run time (static mutants are not run), so nothing leaks from file to file.
    isolate: false,
    // Each surviving mutant reruns every case of the fuzz and property tests that reach it: 500 cases each
    // instead of 2,000-10,000 keep the run to an hour on the shared machine (`npm test` still runs them all).
    env: { NIST_PROPERTY_RUNS: '500' },
    // A loaded machine must not turn a slow test into a "killed" mutant.
    testTimeout: 60_000,
  },
});
