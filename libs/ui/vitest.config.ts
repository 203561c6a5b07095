import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    // Component tests type and wait (up to 5 s per findBy); on a loaded 2-core CI machine vitest's own 5 s is too short.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
  },
});
