import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { seedDemoData } from '../seed/demo-data';
import { collectContractMismatches } from '../test/contract-responses';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { openTestDatabase } from '../test/test-database';
import { allowOutbound } from '../outbound/outbound-guard';
import { authHeaders, type Session, signIn } from '../test/sessions';

let database: Database;
let app: FastifyInstance;
let admin: Session;
let contractMismatches: string[];
const servers: SmtpTestServer[] = [];

interface DeliveryView {
  id: string;
  status: string;
  attempts: number;
  lastError: string | null;
  messageId: string;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist' },
    database,
    deliveryOptions: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, batchSize: 4 },
  });
  contractMismatches = collectContractMismatches(app);
  admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await Promise.all(servers.map((server) => server.close()));
});

async function useSmtpServer(server: SmtpTestServer) {
  allowOutbound(`127.0.0.1:${server.port}`);
  const response = await app.inject({
    method: 'POST',
    url: '/system/v1/setting/smtp',
    headers: authHeaders(admin),
    payload: { host: '127.0.0.1', port: server.port, secure: false, fromAddress: 'ops@ridgeline.test' },
  });
  expect(response.statusCode).toBe(200);
}

async function sendTestMail(to: string): Promise<{ deliveryId: string; messageId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/system/v1/setting/smtp/test',
    headers: authHeaders(admin),
    payload: { to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { deliveryId: string; messageId: string } }>().data;
}

async function delivery(id: string): Promise<DeliveryView> {
  const response = await app.inject({
    method: 'POST',
    url: '/system/v1/deliveries/search',
    headers: authHeaders(admin),
    payload: { pageSize: 100 },
  });
  expect(response.statusCode).toBe(200);
  const found = response.json<{ data: DeliveryView[] }>().data.find((row) => row.id === id);
  if (!found) throw new Error(`delivery ${id} is not listed`);
  return found;
}

async function waitForStatus(id: string, status: string, timeoutMs = 20_000): Promise<DeliveryView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await delivery(id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`delivery stayed ${row.status}: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('e-mail on the durable queue', () => {
  it('retries after a 451 and the SMTP server receives the message exactly once, with its Message-ID', async () => {
    const server = await startSmtpTestServer({ answer: (_id, attempt) => (attempt === 1 ? 451 : undefined) });
    servers.push(server);
    await useSmtpServer(server);
    const { deliveryId, messageId } = await sendTestMail('first-try-later@example.com');
    const sent = await waitForStatus(deliveryId, 'sent');
    // Give a duplicate the time to show up if one were on its way.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.refused).toEqual([messageId]);
    expect(server.received.map((mail) => mail.messageId)).toEqual([messageId]);
    expect(server.received[0]?.to).toEqual(['first-try-later@example.com']);
    expect(sent.attempts).toBe(2);
    // The error of the refused attempt stays visible on the sent delivery.
    expect(sent.lastError).toContain('451');
  });

  it('marks a delivery failed with the last error after the retries run out, and the retry button sends it', async () => {
    let refuseAll = true;
    const server = await startSmtpTestServer({ answer: () => (refuseAll ? 451 : undefined) });
    servers.push(server);
    await useSmtpServer(server);
    const { deliveryId, messageId } = await sendTestMail('dead-letter@example.com');
    const failed = await waitForStatus(deliveryId, 'failed', 30_000);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain('451');
    expect(server.received).toEqual([]);

    refuseAll = false;
    const retry = await app.inject({
      method: 'POST',
      url: `/system/v1/deliveries/${deliveryId}/retry`,
      headers: authHeaders(admin),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<{ data: DeliveryView }>().data.status).toBe('queued');
    await waitForStatus(deliveryId, 'sent');
    expect(server.received.map((mail) => mail.messageId)).toEqual([messageId]);

    const again = await app.inject({
      method: 'POST',
      url: `/system/v1/deliveries/${deliveryId}/retry`,
      headers: authHeaders(admin),
    });
    expect(again.statusCode).toBe(400);
  });

  it('gives up at once on a permanent 550 answer', async () => {
    const server = await startSmtpTestServer({ answer: () => 550 });
    servers.push(server);
    await useSmtpServer(server);
    const { deliveryId } = await sendTestMail('no-such-user@example.com');
    const failed = await waitForStatus(deliveryId, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
  });

  it('answers 404 for the retry of a delivery that does not exist', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/system/v1/deliveries/00000000-0000-4000-8000-000000000000/retry',
      headers: authHeaders(admin),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a test mail to something that is not an address, naming the field, and queues nothing', async () => {
    const before = await database.db.execute(sql`select count(*)::int as n from deliveries`);
    const response = await app.inject({
      method: 'POST',
      url: '/system/v1/setting/smtp/test',
      headers: authHeaders(admin),
      payload: { to: 'not an address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ description: string }>().description).toBe('to');
    const after = await database.db.execute(sql`select count(*)::int as n from deliveries`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
  });

  it('stores no message body in clear text', async () => {
    const result = await database.db.execute(sql`select sealed_payload from deliveries`);
    const rows = (result as unknown as { rows: { sealed_payload: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.sealed_payload).not.toContain('test mail');
  });

  it('answers every call as the contract says', () => {
    expect(contractMismatches).toEqual([]);
  });
});
