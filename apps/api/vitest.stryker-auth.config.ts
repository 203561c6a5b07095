import { defineConfig } from 'vitest/config';

/** The sign-in tests, for mutation testing of src/auth (stryker.auth.config.mjs), on the embedded PGlite. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/auth/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
