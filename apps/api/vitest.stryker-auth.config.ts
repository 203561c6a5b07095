import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of src/auth that need no app: they go first, so a mutant they kill stops the run (Stryker bails). */
const NO_APP =
  /\/(jwt-secret|password-hash|password-policy|session-token|user-display|xsrf-token)\.test\.ts$/;

class NoAppFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => NO_APP.test(file.moduleId)),
      ...sorted.filter((file) => !NO_APP.test(file.moduleId)),
    ];
  }
}

/** The sign-in tests, for mutation testing of src/auth (stryker.auth.config.mjs), on the embedded PGlite. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/auth/**/*.test.ts'],
    // Each mutant's run starts its test files in a fresh worker; the demo data is seeded once per test-runner process
    // instead of once per file and run (docs/mutation-testing.md).
    globalSetup: ['src/test/demo-data-template.ts'],
    setupFiles: ['src/test/contract-check.setup.ts'],
    // The files of one run share one module cache, so a mutant whose tests span several files loads the app's
    // modules once. The tests use no fake timers, mocks or stubbed globals, each file builds its own app on its own
    // database, and Stryker switches mutants at run time (static mutants are not run).
    isolate: false,
    sequence: { sequencer: NoAppFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
