// Mutation testing of libs/domain (`npm run mutation`, kept out of `npm test`). Target: 85 %.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/index.ts'],
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: '../../reports/mutation/domain/stryker-incremental.json',
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: '../../reports/mutation/domain/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // The sandbox stays in the project's .stryker-tmp: Stryker rewrites the tsconfig's extends for that depth.
  thresholds: { high: 90, low: 85, break: null },
};
