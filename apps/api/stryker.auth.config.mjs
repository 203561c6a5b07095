// Mutation testing of apps/api/src/auth (`npm run mutation`, kept out of `npm test`). Target: 75 %.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker-auth.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/auth/**/*.ts', '!src/auth/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Route registration and the plugin's set-up run when a test file builds its app (in beforeAll), so their mutants
  // are "static": each would rerun the whole suite, seven app start-ups. They are left out of the score
  // (docs/mutation-testing.md lists what that leaves untested and how it is covered). The demo data is seeded in the
  // global setup, outside the test workers, so password hashing is tested by the tests that change passwords.
  ignoreStatic: true,
  // The machine is shared: one test process at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: '../../reports/mutation/auth/stryker-incremental.json',
  // event-recorder keeps each tested mutant as it comes, so a run stopped early still gives a partial score
  // (`node scripts/mutation-partial.mjs auth`).
  reporters: ['clear-text', 'json', 'progress', 'event-recorder'],
  eventReporter: { baseDir: '../../reports/mutation/auth/events' },
  jsonReporter: { fileName: '../../reports/mutation/auth/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // Never in place (issue 31): a session that stops mid-run must not leave mutated source in the tree. The sandbox
  // sits at <repo>/.stryker-tmp/sandbox-*, the depth of apps/api, so the sources' paths to the repository's files
  // (openapi/dist) resolve as from apps/api; tsconfig.json is then right as it is, so Stryker's rewrite of its
  // `extends` (made for a sandbox two levels deeper) is pointed at a file that does not exist.
  tempDirName: '../../.stryker-tmp',
  tsconfigFile: 'stryker/tsconfig-kept-as-is.json',
  // Each sandbox test run starts its own PGlite: tests get more time than the default.
  timeoutMS: 20000,
  // The first run of the whole auth suite took over 5 minutes (Stryker's default limit) on the loaded machine.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 85, low: 75, break: null },
};
