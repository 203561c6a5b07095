import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/database';
import { auditLog } from './db/schema';
import { openTestDatabase } from './test/test-database';
import { expectErrorAnswer } from './test/answers';

let database: Database;
let app: FastifyInstance;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Ridgeline</title>');
  await writeFile(path.join(webDistDir, 'sign-in.html'), '<!doctype html><title>Ridgeline sign-in</title>');
  await writeFile(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');
  database = await openTestDatabase();
  app = await buildApp({ config: { webDistDir }, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('the API server', () => {
  it('answers /healthz with 200 and the database it runs on when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('runs the migrations so the audit log table exists and takes rows', async () => {
    await database.db.insert(auditLog).values({ area: 'system', action: 'test', outcome: 'SUCCESS' });
    const result = await database.db.execute(sql`select count(*)::int as n from audit_log`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('serves the web app for client-side routes so a reload of a deep link works', async () => {
    const response = await app.inject({ method: 'GET', url: '/system/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Ridgeline</title>');
  });

  it('serves the small sign-in entry for a page load of either sign-in page, and the app for the others', async () => {
    for (const url of ['/auth/login', '/system/auth/login', '/auth/login?next=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Ridgeline sign-in</title>');
    }
    for (const url of ['/auth/forgot-password', '/system/auth/reset-password', '/auth/login/more', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>Ridgeline</title>');
    }
  });

  it('serves hashed assets as immutable files', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a 404 error body instead of the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/system/v1/nothing-here' });
    expectErrorAnswer(response, 404, {
      code: 4040,
      message: 'Not Found',
      description: 'GET /system/v1/nothing-here',
    });
  });

  it('sends the security headers on every response', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
