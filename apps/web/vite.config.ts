import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { SIGN_IN_PATHS } from './src/sign-in-page/sign-in-area';

const SIGN_IN_PAGES = new Set<string>(Object.values(SIGN_IN_PATHS));

/** The app entry's chunk and every chunk it imports statically: what a page load of the app fetches first. */
function appScripts(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
  };
  if (entry) visit(entry.fileName);
  return [...files];
}

/**
 * The sign-in entry's two sides:
 * - the dev server: a page load of a sign-in path gets sign-in.html, as the API's web-app handler answers in
 *   production (apps/api/src/web-app/web-app.plugin.ts); every other page gets the app;
 * - the build: sign-in.html names the app's first scripts in `<meta name="app-scripts">`, which the sign-in page
 *   prefetches once its form is shown (src/sign-in-page/prefetch-app.ts), so the page load after the sign-in finds
 *   them in the cache.
 */
function signInPagePlugin(): Plugin {
  return {
    name: 'ridgeline-sign-in-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        if ((request.method === 'GET' || request.method === 'HEAD') && SIGN_IN_PAGES.has(pathname)) {
          request.url = `/sign-in.html${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!bundle || path.basename(filename) !== 'sign-in.html') return;
        const content = appScripts(bundle)
          .map((file) => `/${file}`)
          .join(' ');
        return [{ tag: 'meta', attrs: { name: 'app-scripts', content }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    // Generates src/routeTree.gen.ts from src/routes and splits every route into its own lazy chunks: the loader
    // (with its API client) and the component each load with the page, not with the first screen.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    signInPagePlugin(),
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
    // Two pages: the app, and the sign-in pages' small entry (src/sign-in-page, docs/decisions.md Performance).
    rollupOptions: {
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'sign-in': path.join(import.meta.dirname, 'sign-in.html'),
      },
    },
  },
});
