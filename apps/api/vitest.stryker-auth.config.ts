import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of src/auth that need no app: they go first, so a mutant they kill stops the run (Stryker bails). */
const NO_APP = /\/(jwt-secret|password-policy|session-token|user-display|xsrf-token)\.test\.ts$/;

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
    setupFiles: ['src/test/contract-check.setup.ts'],
    sequence: { sequencer: NoAppFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
