// Mutation testing of the API outside sign-in (issue 31), one part at a time: `API_PART=api-booking npx stryker run
// stryker.api.config.mjs` (or `npm run mutation -- api-booking`). The parts and the tests that can kill their
// mutants are in stryker/api-parts.mjs. Target: 80 % each.
import { apiPart } from './stryker/api-parts.mjs';

const part = apiPart(process.env['API_PART'] ?? '');
// STRYKER_REPORTS: another folder for an experiment's results, leaving the part's kept ones alone.
const reports = process.env['STRYKER_REPORTS'] ?? `../../reports/mutation/${part.name}`;
const freshWorker = process.env['STRYKER_FRESH_WORKER'] === '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker-api.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: part.mutate,
  coverageAnalysis: 'perTest',
  // One worker thread serves many mutants instead of one each (stryker/keep-vitest-worker.mjs, measured in
  // docs/mutation-testing.md). Vitest's bail would stop that thread at every killed mutant, so the bail is
  // src/test/mutant-run.setup.ts's instead. STRYKER_FRESH_WORKER=1 runs each mutant in a new thread, as before, to
  // check a result that looks wrong.
  ...(freshWorker
    ? {}
    : {
        testRunnerNodeArgs: ['--import', new URL('./stryker/keep-vitest-worker.mjs', import.meta.url).href],
        disableBail: true,
      }),
  // Route registration and module-level tables run when a test file builds its app: "static" mutants, each a rerun
  // of the whole part's suite. Left out of the score as in the sign-in part (docs/mutation-testing.md).
  ignoreStatic: true,
  concurrency: 1,
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  reporters: ['clear-text', 'json', 'progress', 'event-recorder'],
  eventReporter: { baseDir: `${reports}/events` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // Never in place: a session that stops mid-run must not leave mutated source in the tree. The sandbox sits at
  // <repo>/.stryker-tmp/sandbox-*, the same depth as apps/api, so the sources' paths to the repository's files
  // (openapi/dist, migrations' neighbours, .data) resolve as they do from apps/api, and packages resolve from the
  // repository's node_modules.
  tempDirName: '../../.stryker-tmp',
  // Stryker rewrites tsconfig.json's `extends` for a sandbox two levels deeper than the project; at the same depth
  // the original path is right, so it points at a file that does not exist and the rewrite is skipped.
  tsconfigFile: 'stryker/tsconfig-kept-as-is.json',
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 60,
  thresholds: { high: 90, low: 80, break: null },
};
