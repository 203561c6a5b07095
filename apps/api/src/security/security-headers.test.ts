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
  app.get('/partner/v1/things', async () => ({ data: [] }));
  app.get('/public/v1/branding/logo', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return 'logo';
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/partner/appointments', async () => 'page');
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('the security headers', () => {
  it('an API answer and the health check are never stored; a route with its own caching keeps it', async () => {
    for (const url of ['/partner/v1/things', '/healthz']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const logo = await app.inject({ method: 'GET', url: '/public/v1/branding/logo' });
    expect(logo.headers['cache-control']).toBe('public, max-age=300');
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
