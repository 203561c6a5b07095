// Mutation testing of libs/nist (`npm run mutation`, kept out of `npm test`). Target: 75 %.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // The ANSI/NIST and EBTS code; the WSQ codec, the CLI and the tests' applicant description are not in scope.
  mutate: [
    'src/an2k/**/*.ts',
    'src/ebts/**/*.ts',
    'src/nist-format-error.ts',
    '!src/**/*.test.ts',
    '!src/ebts/ebts-test-description.ts',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in code run while a module loads (chiefly the EBTS rule table's names, mandatory sets, patterns and
  // code lists) are "static": each reruns every test, 333 full runs. They are left out of the score, as in the other
  // parts; the tests that read the table cover them (docs/mutation-testing.md).
  ignoreStatic: true,
  // The load on the shared machine changes more than 1.5-fold within a run: with Stryker's default factor, mutants
  // that survived at the run's start were reported as timeouts later (read-an2k.ts 46, 48, 84), a false detection.
  timeoutFactor: 3,
  // The machine is shared: one test process at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: '../../reports/mutation/nist/stryker-incremental.json',
  // event-recorder keeps each tested mutant as it comes, so a run stopped early still gives a partial score
  // (`node scripts/mutation-partial.mjs nist`).
  reporters: ['clear-text', 'json', 'progress', 'event-recorder'],
  eventReporter: { baseDir: '../../reports/mutation/nist/events' },
  jsonReporter: { fileName: '../../reports/mutation/nist/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // The sandbox stays in the project's .stryker-tmp: Stryker rewrites the tsconfig's extends for that depth.
  thresholds: { high: 85, low: 75, break: null },
};
