// Mutation testing of libs/domain (`npm run mutation`, kept out of `npm test`). Target: 85 %.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/index.ts'],
  coverageAnalysis: 'perTest',
  // Mutants in code run while a module loads (the valibot schemas, tables, messages) are "static": each would
  // rerun the whole suite, over 600 full runs. They are left out of the score (docs/mutation-testing.md).
  ignoreStatic: true,
  // The machine is shared: one test process at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: '../../reports/mutation/domain/stryker-incremental.json',
  // event-recorder keeps each tested mutant as it comes, so a run stopped early still gives a partial score
  // (`node scripts/mutation-partial.mjs domain`).
  reporters: ['clear-text', 'json', 'progress', 'event-recorder'],
  eventReporter: { baseDir: '../../reports/mutation/domain/events' },
  jsonReporter: { fileName: '../../reports/mutation/domain/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // The sandbox stays in the project's .stryker-tmp: Stryker rewrites the tsconfig's extends for that depth.
  thresholds: { high: 90, low: 85, break: null },
};
