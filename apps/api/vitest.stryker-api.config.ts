import { defineConfig } from 'vitest/config';
import { apiPart } from './stryker/api-parts.mjs';

/**
 * The tests of one API mutation part (stryker.api.config.mjs), on the embedded PGlite. As in the sign-in part's
 * config: demo data seeded once per test-runner process. One worker thread serves many mutants (Stryker switches
 * mutants at run time; static mutants are not run), each test file on fresh modules (src/test/mutant-run.setup.ts),
 * so a file that mocks a module with `vi.mock` needs no place of its own in the order.
 */
export default defineConfig({
  test: {
    watch: false,
    include: apiPart(process.env['API_PART'] ?? '').tests,
    globalSetup: ['src/test/demo-data-template.ts'],
    // First: every file's modules start fresh (see the file), then the contract check.
    setupFiles: ['src/test/mutant-run.setup.ts', 'src/test/contract-check.setup.ts'],
    isolate: process.env['STRYKER_ISOLATE'] === '1',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
