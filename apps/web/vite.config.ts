import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    // Generates src/routeTree.gen.ts from src/routes and splits every route into its own lazy chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.tsx?$' }),
    react(),
  ],
  server: {
    port: 4200,
    host: 'localhost',
    // In development the API runs on :3000; the browser talks to it through the dev server.
    proxy: {
      '/system/v1': 'http://localhost:3000',
      '/partner/v1': 'http://localhost:3000',
      '/user-portal/v1': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  preview: { port: 4300, host: 'localhost' },
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the initial-JavaScript check walks (bench/initial-js-size.ts).
    manifest: true,
  },
});
