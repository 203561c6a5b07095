import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { Database } from '../db/database';
import { partners } from '../db/schema';
import type { FileSent } from '../deliveries/delivery-service';
import { seedDemoData } from '../seed/demo-data';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { openTestDatabase } from '../test/test-database';
import { allowOutbound } from '../outbound/outbound-guard';
import { authHeaders, type Session, signIn } from '../test/sessions';

let database: Database;
let app: FastifyInstance;
let admin: Session;
let partnerId: string;
let blobDir: string;
let blobs: ReturnType<typeof folderBlobStore>;
const sent: FileSent[] = [];
let listenerFailures = 0;
let server: SftpDiskServer | undefined;
let serverRoot: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  blobDir = mkdtempSync(path.join(tmpdir(), 'eft-blobs-'));
  blobs = folderBlobStore(blobDir);
  app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist' },
    database,
    blobs,
    deliveryOptions: { retryLimit: 3, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, batchSize: 2 },
  });
  app.deliveries.onFileSent(async (file) => {
    if (listenerFailures > 0) {
      listenerFailures -= 1;
      throw new Error('the transaction could not be updated');
    }
    sent.push(file);
  });
  admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
  partnerId = (await database.db.select({ id: partners.id }).from(partners).limit(1))[0]!.id;
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(serverRoot, { recursive: true, force: true });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

async function useSftpServer(password = 'secret') {
  serverRoot = mkdtempSync(path.join(tmpdir(), 'eft-sftp-'));
  server = await startSftpDiskServer({ root: serverRoot, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${server.port}`);
  const response = await app.inject({
    method: 'PUT',
    url: '/system/v1/setting/eft-sftp',
    headers: authHeaders(admin),
    payload: {
      host: '127.0.0.1',
      port: server.port,
      username: 'eft',
      password,
      remoteDirectory: '/',
      enabled: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return server;
}

async function queueEft(bytes: Buffer) {
  const subjectId = randomUUID();
  const fileName = `${subjectId}.eft`;
  const blobKey = `eft/${subjectId}.eft`;
  await blobs.put(blobKey, bytes, 'application/octet-stream');
  const digest = createHash('sha256').update(bytes).digest('hex');
  const queued = await app.deliveries.enqueueFile({
    partnerId,
    locationId: null,
    subjectId,
    fileName,
    blobKey,
    digest,
  });
  return { ...queued, subjectId, fileName, digest };
}

interface DeliveryView {
  id: string;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

async function delivery(id: string): Promise<DeliveryView> {
  const response = await app.inject({
    method: 'POST',
    url: '/system/v1/deliveries/search',
    headers: authHeaders(admin),
    payload: { pageSize: 100, channel: 'sftp' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<{ data: DeliveryView[] }>().data.find((row) => row.id === id);
  if (!found) throw new Error(`delivery ${id} is not listed`);
  return found;
}

async function waitFor(id: string, accept: (row: DeliveryView) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await delivery(id);
    if (accept(row)) return row;
    if (Date.now() > deadline) throw new Error(`delivery stayed ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expectOneCompleteFile(fileName: string, digest: string) {
  expect(server!.listing().map((entry) => entry.name)).toEqual([fileName]);
  const onServer = readFileSync(path.join(serverRoot, fileName));
  expect(createHash('sha256').update(onServer).digest('hex')).toBe(digest);
}

describe('EFT files on the delivery queue', () => {
  it('retries after the link dropped mid-upload; the server ends with one complete file', async () => {
    await useSftpServer();
    server!.faults.dropAfterBytes = 64 * 1024;
    const eft = await queueEft(randomBytes(400 * 1024));
    const done = await waitFor(eft.id, (row) => row.status === 'sent');
    expect(done.attempts).toBe(2);
    expect(done.lastError).toBe('temporary failure');
    expectOneCompleteFile(eft.fileName, eft.digest);
    expect(sent.filter((file) => file.subjectId === eft.subjectId)).toEqual([
      {
        deliveryId: eft.id,
        subjectId: eft.subjectId,
        result: {
          remotePath: `/${eft.fileName}`,
          bytes: 400 * 1024,
          digest: eft.digest,
          alreadyPresent: false,
        },
        // The system's setting was the one in force: the FBI's answer comes back through its response folder.
        destinationScope: 'system',
      },
    ]);
  });

  it('keeps trying while the server is down for the first two attempts', async () => {
    await useSftpServer();
    server!.faults.refuseConnections = 2;
    const eft = await queueEft(randomBytes(50 * 1024));
    const done = await waitFor(eft.id, (row) => row.status === 'sent');
    expect(done.attempts).toBe(3);
    expectOneCompleteFile(eft.fileName, eft.digest);
  });

  it('a full remote disk leaves the delivery retrying with the SFTP status code and no partial file', async () => {
    await useSftpServer();
    server!.faults.quotaBytes = 10 * 1024;
    const eft = await queueEft(randomBytes(80 * 1024));
    const retrying = await waitFor(eft.id, (row) => row.attempts >= 1 && row.lastError !== null);
    expect(retrying.status).toBe('retrying');
    expect(retrying.lastError).toBe('temporary failure (SFTP status 4)');
    expect(server!.listing()).toEqual([]);
    server!.faults.quotaBytes = null;
    await waitFor(eft.id, (row) => row.status === 'sent');
    expectOneCompleteFile(eft.fileName, eft.digest);
  });

  it('queues the same file for the same transaction once', async () => {
    await useSftpServer();
    const bytes = randomBytes(10 * 1024);
    const first = await queueEft(bytes);
    const again = await app.deliveries.enqueueFile({
      partnerId,
      locationId: null,
      subjectId: first.subjectId,
      fileName: first.fileName,
      blobKey: `eft/${first.subjectId}.eft`,
      digest: first.digest,
    });
    expect(again).toEqual({ id: first.id, messageId: first.messageId, created: false });
    await waitFor(first.id, (row) => row.status === 'sent');
    expectOneCompleteFile(first.fileName, first.digest);
  });

  it('when recording the result fails, the retry finds the file in place and writes nothing more', async () => {
    await useSftpServer();
    listenerFailures = 1;
    const eft = await queueEft(randomBytes(30 * 1024));
    const done = await waitFor(eft.id, (row) => row.status === 'sent');
    expect(done.attempts).toBe(2);
    expect(server!.bytesWritten).toBe(30 * 1024);
    expect(sent.find((file) => file.subjectId === eft.subjectId)?.result.alreadyPresent).toBe(true);
    expectOneCompleteFile(eft.fileName, eft.digest);
  });

  it('refused credentials fail at once, without retrying', async () => {
    await useSftpServer('not-the-password');
    const eft = await queueEft(randomBytes(1024));
    const failed = await waitFor(eft.id, (row) => row.status === 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBe('authentication failed');
  });
});
