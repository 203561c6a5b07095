import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadAgentConfig } from './config';
import { buildAgentServer } from './server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAgentServer({ corsOrigins: ['http://localhost:3000'] });
});
afterAll(() => app.close());

describe('the device agent simulator', () => {
  it('answers GET /ping so the web app can tell the agent is running', async () => {
    const response = await app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses a Host other than its loopback names, so a DNS-rebinding page reads nothing (issue 25)', async () => {
    for (const host of [
      'attacker.example',
      'attacker.example:8080',
      '192.168.1.20:8080',
      'localhost.attacker.example',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/ping', headers: { host } });
      expect(response.statusCode, host).toBe(403);
      expect(response.json(), host).toMatchObject({ code: 'FORBIDDEN_HOST' });
    }
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST']) {
      const response = await app.inject({ method: 'GET', url: '/ping', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it("allows the web app's origin to call it from the browser", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/ping',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('does not grant CORS to other origins', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ping',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses state-changing calls from origins outside its allow-list, before they act', async () => {
    for (const url of ['/exit', '/stop-capture', '/device/reconnect']) {
      const response = await app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN_ORIGIN',
        message: 'Calls from https://evil.example are not allowed',
      });
    }
    const allowed = await app.inject({
      method: 'POST',
      url: '/device/reconnect',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('allows the web app on the port the API serves it from (PORT) unless origins are listed', () => {
    expect(loadAgentConfig({ PORT: '3610' }).corsOrigins).toEqual([
      'http://localhost:3610',
      'http://127.0.0.1:3610',
      'http://localhost:4200',
    ]);
    expect(loadAgentConfig({ PORT: '3610', AGENT_CORS_ORIGINS: 'https://a.example' }).corsOrigins).toEqual([
      'https://a.example',
    ]);
  });
});
