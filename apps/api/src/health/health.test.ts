import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { Database, Db } from '../db/database';
import { openTestDatabase } from '../test/test-database';

/*
 * GET /healthz, liveness and readiness in one (openapi/backend.yaml): 200 with the database kind while the database
 * answers, 503 once it does not, so an orchestrator stops sending traffic to an API whose database is gone. The
 * database "goes away" for the health check's ping only (a query that fails as a dropped connection does), so the
 * app itself can still be closed cleanly on either database.
 */
let database: Database;
let app: FastifyInstance;
let blobDir: string;
let unreachable = false;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'execute' && unreachable) {
        return () => Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return Reflect.get(target, property, target) as unknown;
    },
  }) as Db;
  blobDir = await mkdtemp(path.join(os.tmpdir(), 'rl-health-'));
  app = await buildApp({
    blobs: folderBlobStore(blobDir),
    config: { webDistDir: '/nonexistent-web-dist' },
    database: { ...database, db },
    mailer: { send: async () => undefined },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(blobDir, { recursive: true, force: true });
});

describe('the health check', () => {
  it('answers 200 with the database it uses while the database answers, never cached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', database: database.kind });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the database does not answer, and 200 again once it does', async () => {
    unreachable = true;
    const down = await app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: database.kind });
    unreachable = false;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('an unreachable database at the health check', () => {
  it('is logged as an error with the driver error, for whoever reads the logs after the 503', async () => {
    const error = vi.spyOn(app.log, 'error');
    unreachable = true;
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      unreachable = false;
    }
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }) },
      'health check: database unreachable',
    );
    error.mockRestore();
  });
});
