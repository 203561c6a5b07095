import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Stryker stops a mutant's run at the first failing test, so the targeted unit tests run first and the model-based
 * suite, which walks hundreds of paths through the whole machine, last (vitest's own order puts the slowest first).
 */
const LAST = [/scenarios\.test\.ts$/, /capture-machine\.model\.test\.ts$/];
const rank = (file: TestSpecification): number =>
  LAST.findIndex((pattern) => pattern.test(file.moduleId)) + 1;

class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

/** The capture machine's tests, for mutation testing (stryker.config.mjs). */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    sequence: { sequencer: UnitTestsFirst },
    // The files share one module cache, so each mutant's run loads the machine once, not once per test file. The
    // tests use no fake timers, mocks or stubbed globals, and Stryker switches mutants at run time (static mutants
    // are not run), so nothing leaks from file to file.
    isolate: false,
    // A loaded machine must not turn a slow test into a "killed" mutant.
    testTimeout: 60_000,
  },
});
