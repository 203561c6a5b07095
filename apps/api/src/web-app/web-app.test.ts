import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.plugin';

/*
 * One URL serves everything (docs/decisions.md): the built web app's files as they are, its sign-in entry for the
 * two sign-in pages, index.html for any other page a reload lands on, and the contract's 404 for the rest. Hashed
 * assets are cached for a year (RFC 9111 `immutable`, RFC 8246); pages must be revalidated.
 */
const made: string[] = [];
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-web-dist-'));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

async function serving(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(webAppPlugin, { distDir });
  await app.ready();
  return app;
}

const BUILT = {
  'index.html': '<main>the app</main>',
  'sign-in.html': '<main>sign in</main>',
  'assets/app-3f2a1b.js': 'console.log(1)',
  'favicon.svg': '<svg/>',
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await serving(dist(BUILT));
});
afterAll(async () => {
  await app.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves a hashed asset for a year and any other file to be revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1)']);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('answers a page a reload lands on with index.html, and the two sign-in pages with the sign-in entry', async () => {
    for (const url of ['/', '/partner/appointments', '/system/partners/42?tab=locations']) {
      const page = await app.inject({ method: 'GET', url });
      expect([page.statusCode, page.body, page.headers['cache-control']], url).toEqual([
        200,
        '<main>the app</main>',
        'no-cache',
      ]);
    }
    for (const url of ['/auth/login', '/system/auth/login', '/auth/login?next=%2Fpartner']) {
      const page = await app.inject({ method: 'GET', url });
      expect([page.statusCode, page.body, page.headers['cache-control']], url).toEqual([
        200,
        '<main>sign in</main>',
        'no-cache',
      ]);
    }
    const head = await app.inject({ method: 'HEAD', url: '/partner/appointments' });
    expect(head.statusCode).toBe(200);
  });

  it('answers the contract 404 for a missing file, an API path, the health check path and any other method', async () => {
    for (const [method, url] of [
      ['GET', '/assets/gone-000000.js'],
      ['GET', '/logo.png'],
      ['GET', '/partner/v1/nothing-here'],
      ['GET', '/healthz/extra'],
      ['POST', '/partner/appointments'],
      ['DELETE', '/'],
    ] as const) {
      const answer = await app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), `${method} ${url}`).toEqual({
        code: 4040,
        message: 'Not Found',
        description: `${method} ${url}`,
      });
    }
  });

  it('without a sign-in entry serves index.html for the sign-in pages too', async () => {
    const { 'sign-in.html': _left, ...rest } = BUILT;
    const older = await serving(dist(rest));
    const page = await older.inject({ method: 'GET', url: '/auth/login' });
    expect([page.statusCode, page.body]).toEqual([200, '<main>the app</main>']);
    await older.close();
  });

  it('without a build answers every page with the 404 (only the API is served)', async () => {
    const bare = await serving(dist({}));
    const page = await bare.inject({ method: 'GET', url: '/partner/appointments' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ message: 'Not Found', description: 'GET /partner/appointments' });
    await bare.close();
  });
});
