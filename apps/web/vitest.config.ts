import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    watch: false,
    // Component tests type and wait (up to 5 s per findBy); on a loaded 2-core CI machine vitest's own 5 s is too short.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The same jsdom stand-ins as the component library.
    setupFiles: ['../../libs/ui/src/test/setup.ts'],
  },
});
