import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../http/api-failure';
import { isApiPath } from '../http/api-path';

/**
 * Serves the built web app so that one URL serves everything: files as they are, and `index.html` for any other
 * GET that is not an API call, so that client-side routes survive a reload.
 */
async function webApp(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Not encapsulated: the fallback must answer for every path of the app. */
export const webAppPlugin = fp(webApp, { name: 'web-app' });
