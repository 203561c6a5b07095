import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-data';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { createPostgresTestDatabase } from '../test/test-database';

const MESSAGES = 100;
const BATCH_SIZE = 4;

let smtp: SmtpTestServer;
let dataDir: string;
let api: ApiProcess | undefined;
let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;

beforeAll(async () => {
  // Slow acceptance, so the kill lands while mail is still leaving.
  smtp = await startSmtpTestServer({ delayMs: 40 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-crash-'));
  // On a PostgreSQL server, a database of this file's own (PGlite otherwise, in DATA_DIR).
  postgres = await createPostgresTestDatabase();
});

afterAll(async () => {
  await api?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

function environment(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    SEED_DEMO_DATA: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Ridgeline <no-reply@ridgeline.test>',
    QUEUE_POLLING_SECONDS: '0.5',
    QUEUE_BATCH_SIZE: String(BATCH_SIZE),
    // An attempt cut off by the kill is taken up again this soon after the restart; long enough that a slow
    // attempt on a loaded machine is not taken for a lost one while it still runs.
    QUEUE_EXPIRE_SECONDS: '10',
    QUEUE_MAINTENANCE_SECONDS: '1',
    QUEUE_RETRY_DELAY_SECONDS: '1',
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue across a crash', () => {
  it('delivers all 100 Message-IDs after a SIGKILL mid-way; only mail in flight at the kill arrives twice', async () => {
    api = await startApiProcess(environment());
    const signIn = await fetch(`${api.url}/system/v1/auths`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_USERS.systemAdmin.email,
        password: DEMO_USERS.systemAdmin.password,
      }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    let xsrf = signIn.headers.get('x-xsrf-token') ?? '';

    const queued: string[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const response = await fetch(`${api.url}/system/v1/setting/smtp/test`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-xsrf-token': xsrf,
        },
        body: JSON.stringify({ to: `crash-${i}@example.com` }),
      });
      expect(response.status).toBe(200);
      xsrf = response.headers.get('x-xsrf-token') ?? xsrf;
      queued.push(((await response.json()) as { data: { messageId: string } }).data.messageId);
    }

    await until(() => smtp.received.length >= 30, 60_000, '30 messages before the kill');
    await api.kill();
    const beforeKill = smtp.received.map((mail) => mail.messageId);
    // Acceptances already on the wire when the process died still land now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(MESSAGES);

    api = await startApiProcess(environment());
    const arrived = () => new Set(smtp.received.map((mail) => mail.messageId));
    await until(() => queued.every((id) => arrived().has(id)), 90_000, 'every Message-ID after the restart');
    // Time for a late duplicate to show itself.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    const duplicates = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    expect([...counts.keys()].sort()).toEqual([...queued].sort());
    // A duplicate is a message whose acceptance raced the kill: accepted before the restart, and one of the
    // at most BATCH_SIZE attempts the single e-mail worker had open.
    expect(duplicates.length).toBeLessThanOrEqual(BATCH_SIZE);
    const receivedBeforeRestart = new Set(smtp.received.slice(0, atKill).map((mail) => mail.messageId));
    for (const id of duplicates) expect(receivedBeforeRestart.has(id)).toBe(true);
    expect(beforeKill.length).toBeGreaterThanOrEqual(30);
  }, 480_000);
});
