import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { Database } from '../db/database';
import { collectContractMismatches } from '../test/contract-responses';
import { fakeClock, type FakeClock } from '../test/fake-clock';
import { TINY_PNG } from '../test/multipart-payload';
import { openTestDatabase } from '../test/test-database';
import { storeFile } from './file-store';
import { brandingFileUrl, SIGNED_URL_SECONDS, signedFileUrl } from './file-urls';

const JWT_SECRET = 'files-test-secret-with-at-least-32-characters';
const secret = new TextEncoder().encode(JWT_SECRET);

let app: FastifyInstance;
let database: Database;
let clock: FakeClock;
let dir: string;
let mismatches: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'rl-files-'));
  clock = fakeClock();
  app = await buildApp({
    config: { webDistDir: '/nonexistent', jwtSecret: JWT_SECRET },
    database,
    now: clock.now,
    blobs: folderBlobStore(dir),
  });
  mismatches = collectContractMismatches(app);
});
afterAll(async () => {
  expect(mismatches).toEqual([]);
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function store(purpose: 'branding' | 'private') {
  return storeFile(database.db, folderBlobStore(dir), {
    partnerId: null,
    purpose,
    bytes: TINY_PNG,
    contentType: 'image/png',
  });
}

describe('stored files', () => {
  it('serves a branding file to anyone, cacheable', async () => {
    const file = await store('branding');
    const response = await app.inject({ method: 'GET', url: brandingFileUrl(file.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('serves a private file only through a signed URL that has not expired', async () => {
    const file = await store('private');
    expect((await app.inject({ method: 'GET', url: brandingFileUrl(file.id) })).statusCode).toBe(404);

    const url = signedFileUrl(secret, file.id, clock.now());
    const signed = await app.inject({ method: 'GET', url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');

    const other = await store('private');
    const stolen = url.replace(file.id, other.id);
    expect((await app.inject({ method: 'GET', url: stolen })).statusCode).toBe(404);
    const tampered = url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    clock.advance((SIGNED_URL_SECONDS + 1) * 1000);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id, and 400 for a malformed id or signature', async () => {
    expect(
      (await app.inject({ method: 'GET', url: brandingFileUrl('00000000-0000-4000-8000-000000000000') }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/system/v1/files/nope' })).statusCode).toBe(400);
    const bad = await app.inject({
      method: 'GET',
      url: '/system/v1/files/00000000-0000-4000-8000-000000000000?expires=soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('expires');
  });
});
