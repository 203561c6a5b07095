import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
});
