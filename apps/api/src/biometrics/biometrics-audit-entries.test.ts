import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, biometricTransactions, partners } from '../db/schema';
import { call, demoSessions, type DemoSessions } from '../test/sessions';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { authHeaders } from '../test/sessions';
import { multipartPayload } from '../test/multipart-payload';

// The device-log upload and the identity-history-summary generation store a file: each writes one entry holding
// the file as its name, size and SHA-256 (issue 24), never its bytes.

let t: AuthTestApp;
let s: DemoSessions;

beforeAll(async () => {
  t = await startAuthTestApp();
  s = await demoSessions(t.app, t.database.db);
}, 60_000);
afterAll(async () => {
  expect(t.contractMismatches).toEqual([]);
  await t.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const entriesOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('audit entries of the device log and the identity history summary', () => {
  it('records an uploaded device log as its name and SHA-256 under the agent log, without its text', async () => {
    const text = '2026-11-26T07:00:00Z INFO applicant Whitaker captured\n';
    const { payload, headers } = multipartPayload({
      log: { filename: 'agent-2026-11-26.log', contentType: 'text/plain', bytes: Buffer.from(text) },
      createdOn: '2026-11-26T07:00:00Z',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/partner/v1/biometrics/logs',
      headers: { ...authHeaders(s.location), ...headers },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesOf('BIOMETRIC_LOGS_UPLOADED');
    expect(entries).toHaveLength(1);
    const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
    expect(entries[0]).toMatchObject({
      entityType: 'agent_log',
      partnerId: acme?.id,
      outcome: 'SUCCESS',
      details: {
        before: null,
        after: {
          log: { name: 'agent-2026-11-26.log', bytes: text.length, sha256: sha256(Buffer.from(text)) },
          locationId: s.downtownId,
          createdOn: '2026-11-26T07:00:00.000Z',
        },
      },
    });
    expect(JSON.stringify(entries[0])).not.toContain('Whitaker');
  });

  it('records a generated identity history summary as the PDF name and SHA-256 under its transaction', async () => {
    const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
    const [row] = await t.database.db
      .insert(biometricTransactions)
      .values({
        partnerId: acme?.id ?? '',
        locationId: s.downtownId,
        firstName: 'Dana',
        lastName: 'Whitaker',
        transactionControlNumber: 'TCN20261126',
      })
      .returning();
    const id = row?.id ?? '';
    const path = `/partner/v1/biometrics/identity-history-summary/${id}`;
    const generated = await call(t.app, s.location, 'POST', path);
    expect(generated.statusCode, generated.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: generated.json().data.url });
    expect(file.statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'IDENTITY_HISTORY_SUMMARY_GENERATED'), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'biometric_transaction',
      partnerId: acme?.id,
      details: {
        before: null,
        after: {
          fileId: generated.json().data.id,
          pdf: {
            name: 'identity-history-summary-TCN20261126.pdf',
            bytes: file.rawPayload.length,
            sha256: sha256(file.rawPayload),
          },
        },
      },
    });
  });
});
