import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Coverage runs with every test run so that the test command prints it and enforces the 95% floor.
    coverage: {
      enabled: true,
      provider: 'v8',
      reportsDirectory: '../../coverage/libs/domain',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
