import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers.plugin';

/*
 * Every answer carries the CSP, HSTS (RFC 6797), nosniff and Referrer-Policy; an API answer is never stored by a
 * cache (RFC 9111 `no-store`) unless its route chose its own caching (the public branding files).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(securityHeadersPlugin, {
    agentOrigin: 'http://localhost:8080',
    maps: {
      connectSrc: ['https://tiles.example.org'],
      scriptSrc: [],
      imgSrc: ['https://img.example.org'],
      styleSrc: [],
    },
  });
  // The health check's path and answer as the contract gives them (every answer here is checked against it);
  // `?cached` stands for a route that chose its own caching, as the public branding files do.
  app.get<{ Querystring: { cached?: string } }>('/healthz', async (request, reply) => {
    if (request.query.cached !== undefined) reply.header('cache-control', 'public, max-age=300');
    return { status: 'ok', database: 'pglite' };
  });
  app.get('/partner/appointments', async () => 'page');
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('the security headers', () => {
  it('an API answer is never stored; a route with its own caching keeps it; a page is left alone', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.headers['cache-control']).toBe('no-store');
    const cached = await app.inject({ method: 'GET', url: '/healthz?cached' });
    expect(cached.headers['cache-control']).toBe('public, max-age=300');
    const page = await app.inject({ method: 'GET', url: '/partner/appointments' });
    expect(page.headers['cache-control']).toBeUndefined();
  });

  it('every answer carries the policy with the device agent and the maps among its sources', async () => {
    const answer = await app.inject({ method: 'GET', url: '/partner/appointments' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' http://localhost:8080 https://tiles.example.org");
    expect(policy).toContain("img-src 'self' data: blob: https://img.example.org");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});
