import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../http/api-failure';
import { isApiPath } from '../http/api-path';

/**
 * The sign-in pages: a page load of these gets the web app's small sign-in entry (apps/web/sign-in.html, without
 * the router and the app shell: docs/decisions.md, Performance) instead of the whole app. The app's own routes
 * still show them when it navigates there itself (logout, an ended session).
 */
const SIGN_IN_PAGES = new Set(['/auth/login', '/system/auth/login']);

/**
 * Serves the built web app so that one URL serves everything: files as they are, `sign-in.html` for a sign-in
 * page, and `index.html` for any other GET that is not an API call, so that client-side routes survive a reload.
 */
async function webApp(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const hasSignInPage = existsSync(path.join(distDir, 'sign-in.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || isApiPath(url) || path.extname(url) !== '') {
      return reply.code(404).send(notFound('Not Found', `${request.method} ${url}`).body());
    }
    const page = hasSignInPage && SIGN_IN_PAGES.has(url) ? 'sign-in.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

/** Not encapsulated: the fallback must answer for every path of the app. */
export const webAppPlugin = fp(webApp, { name: 'web-app' });
