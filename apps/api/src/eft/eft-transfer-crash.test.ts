import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { createPostgresTestDatabase } from '../test/test-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const bytes = randomBytes(1024 * 1024);
const digest = createHash('sha256').update(bytes).digest('hex');
const subjectId = randomUUID();
const fileName = `${subjectId}.eft`;

let dataDir: string;
let sftpRoot: string;
let server: SftpDiskServer;
let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'eft-crash-'));
  sftpRoot = await mkdtemp(path.join(os.tmpdir(), 'eft-crash-sftp-'));
  server = await startSftpDiskServer({ root: sftpRoot, username: 'eft', password: 'secret' });
  await folderBlobStore(path.join(dataDir, 'files')).put(
    `eft/${fileName}`,
    bytes,
    'application/octet-stream',
  );
  postgres = await createPostgresTestDatabase(); // on a PostgreSQL server, a database of this file's own
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(sftpRoot, { recursive: true, force: true });
  await postgres?.drop();
});

/** The API's start-up with the file queued, in its own process (see eft-transfer-process.ts). */
function startApi() {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/eft-transfer-process.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EFT_SUBJECT_ID: subjectId,
      EFT_FILE_NAME: fileName,
      EFT_BLOB_KEY: `eft/${fileName}`,
      EFT_DIGEST: digest,
      EFT_SFTP_PORT: String(server.port),
      OUTBOUND_ALLOW: `127.0.0.1:${server.port}`,
      EFT_SFTP_PASSWORD: 'secret',
      QUEUE_POLLING_SECONDS: '0.5',
      // The attempt cut off by the kill is taken up again this long after it started.
      QUEUE_EXPIRE_SECONDS: '8',
      QUEUE_MAINTENANCE_SECONDS: '1',
      QUEUE_RETRY_DELAY_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

async function until(condition: () => boolean, timeoutMs: number, what: string, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an EFT transfer across a SIGKILL of the API', () => {
  it('the restarted API finishes the transfer: one complete file with the right digest, no partial left', async () => {
    // Slow writes, so the kill lands while the file is still going up.
    server.faults.writeDelayMs = 40;
    const first = startApi();
    // Each wait includes a cold start of the API (tsx, migrations, demo data): about a minute at load 20 on two
    // cores (130 s for the whole test on PGlite), so the limits leave room for a slower CI machine.
    await until(() => server.bytesWritten >= 256 * 1024, 240_000, 'the upload to start', first.output);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.output()).not.toContain('file-sent');
    // What the kill left: a partial temporary file, never a partial file under the final name.
    expect(server.listing().map((entry) => entry.name)).not.toContain(fileName);
    expect(server.listing().some((entry) => entry.name.endsWith('.part') && entry.size < bytes.length)).toBe(
      true,
    );

    server.faults.writeDelayMs = 0;
    const second = startApi();
    await until(
      () => second.output().includes('"file-sent"'),
      240_000,
      'the transfer to finish',
      second.output,
    );
    const sentLine = second
      .output()
      .split('\n')
      .find((line) => line.includes('"file-sent"'))!;
    expect(JSON.parse(sentLine)).toMatchObject({ subjectId, result: { digest, bytes: bytes.length } });
    // The restart queued nothing new: the idempotency key named the delivery of the first start.
    const queuedIds = [first, second].map((run) => {
      const line = run
        .output()
        .split('\n')
        .find((entry) => entry.includes('"queued"'))!;
      return (JSON.parse(line) as { id: string }).id;
    });
    expect(new Set(queuedIds).size).toBe(1);
    second.child.kill('SIGTERM');
    await second.exited;

    expect(server.listing()).toEqual([{ name: fileName, size: bytes.length }]);
    const onServer = await readFile(path.join(sftpRoot, fileName));
    expect(createHash('sha256').update(onServer).digest('hex')).toBe(digest);
  }, 600_000);
});
