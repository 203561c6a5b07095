import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { apiPart } from './stryker/api-parts.mjs';

/**
 * A file that replaces a module with `vi.mock` must load first: the files of one run share one module cache
 * (`isolate: false`), so a module another file has already loaded would stay unmocked. Each mutant's run starts
 * in a fresh worker, so first in the run is first to load.
 */
const MOCKS_A_MODULE = /\/http\/partner-request-tenant\.test\.ts$/;

class MockingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => MOCKS_A_MODULE.test(file.moduleId)),
      ...sorted.filter((file) => !MOCKS_A_MODULE.test(file.moduleId)),
    ];
  }
}

/**
 * The tests of one API mutation part (stryker.api.config.mjs), on the embedded PGlite. As in the sign-in part's
 * config: demo data seeded once per test-runner process, one module cache per run (Stryker switches mutants at run
 * time; static mutants are not run).
 */
export default defineConfig({
  test: {
    watch: false,
    include: apiPart(process.env['API_PART'] ?? '').tests,
    globalSetup: ['src/test/demo-data-template.ts'],
    setupFiles: ['src/test/contract-check.setup.ts'],
    isolate: process.env['STRYKER_ISOLATE'] === '1',
    sequence: { sequencer: MockingFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
