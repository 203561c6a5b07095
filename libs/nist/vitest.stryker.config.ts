import { defineConfig } from 'vitest/config';

/** The tests of the ANSI/NIST and EBTS code, for mutation testing (stryker.config.mjs); the CLI is out of scope. */
export default defineConfig({
  test: {
    watch: false,
    include: ['src/an2k/**/*.test.ts', 'src/ebts/**/*.test.ts'],
  },
});
