import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    watch: false,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The same jsdom stand-ins as the component library.
    setupFiles: ['../../libs/ui/src/test/setup.ts'],
  },
});
