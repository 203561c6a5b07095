import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Synthesizing and WSQ-encoding prints takes a few hundred milliseconds each on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
