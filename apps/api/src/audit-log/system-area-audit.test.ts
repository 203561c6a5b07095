/**
 * Audit by contract (issue 24) for the system area's own records: system users, partners (with their branding
 * files as name and SHA-256), code lists (master data) and the retry of a delivery. Each change is read back from
 * the trail: who, on which record, the record before and after, and never a secret or a file's bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { auditEntries } from '../test/audit-entries';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { authHeaders, sendForm, signIn, type Session } from '../test/sessions';
import { TINY_PNG } from '../test/multipart-payload';

let t: AuthTestApp;
let admin: Session;
let adminId = '';

async function call(method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: authHeaders(admin), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data;
}

async function sendPartner(method: 'POST' | 'PUT', url: string, parts: Record<string, unknown>) {
  const response = await sendForm(t.app, admin, method, url, parts);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string; companyLogo: string | null } }>().data;
}

const entries = (action: string, entityId: string) => auditEntries(t.database.db, action, entityId);

beforeAll(async () => {
  t = await startAuthTestApp();
  admin = await signIn(t.app, 'system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.systemAdmin.email));
  adminId = row?.id ?? '';
}, 120_000);
afterAll(async () => {
  expect(t.contractMismatches).toEqual([]);
  await t?.close();
});

describe('system users on the audit trail', () => {
  it('records the creation and a change with the record before and after, never the e-mailed password', async () => {
    const input = { firstName: 'Ada', lastName: 'Audit', email: 'ada.audit@example.test', active: true };
    const created = await call('POST', '/system/v1/user', input);
    await call('PUT', `/system/v1/user/${created.id}`, { ...input, lastName: 'Audited', active: false });
    const [creation] = await entries('USER_CREATED', created.id);
    expect(creation).toMatchObject({
      actor: adminId,
      entityType: 'user',
      partnerId: null,
      details: { before: null, after: { email: 'ada.audit@example.test', firstName: 'Ada', active: true } },
    });
    const [change] = await entries('USER_UPDATED', created.id);
    expect(change).toMatchObject({
      actor: adminId,
      entityType: 'user',
      details: {
        before: { lastName: 'Audit', active: true },
        after: { lastName: 'Audited', active: false },
      },
    });
    expect(change?.details.changed).toEqual(expect.arrayContaining(['lastName', 'active']));
    // The one-time password went out by e-mail only.
    const password = /password: (\S+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThan(10);
    expect(JSON.stringify([creation, change])).not.toContain(password);
  });
});

describe('partners on the audit trail', () => {
  it('records the creation and a change, with a new logo as its name and SHA-256, never its bytes', async () => {
    const data = {
      code: 'audit-star',
      legalName: 'Audit Star Inc.',
      timeZone: 'America/Chicago',
      email: 'office@auditstar.test',
      active: true,
      addresses: [],
      contactPersons: [],
    };
    const created = await sendPartner('POST', '/system/v1/partner', { data });
    await sendPartner('PUT', `/system/v1/partner/${created.id}`, {
      data: { ...data, legalName: 'Audit Star LLC' },
      companyLogo: { filename: 'logo.png', contentType: 'image/png', bytes: TINY_PNG },
    });
    const [creation] = await entries('PARTNER_CREATED', created.id);
    expect(creation).toMatchObject({
      actor: adminId,
      entityType: 'partner',
      partnerId: created.id,
      details: { before: null, after: { code: 'audit-star', legalName: 'Audit Star Inc.' } },
    });
    const [change] = await entries('PARTNER_UPDATED', created.id);
    expect(change).toMatchObject({
      actor: adminId,
      partnerId: created.id,
      details: {
        before: { legalName: 'Audit Star Inc.', companyLogo: null },
        after: { legalName: 'Audit Star LLC', companyLogo: expect.stringMatching(/^\/system\/v1\/files\//) },
        files: [
          {
            name: 'companyLogo',
            bytes: TINY_PNG.length,
            sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
          },
        ],
      },
    });
    expect(JSON.stringify(change)).not.toContain(TINY_PNG.toString('base64'));
  });
});

describe('code lists (master data) on the audit trail', () => {
  it('records the creation and a change of an entry', async () => {
    const input = { category: 'EYE_COLOR', code: 'AUD', data: 'Audit grey', active: true };
    const created = await call('POST', '/system/v1/master-data', input);
    await call('POST', '/system/v1/master-data', { ...input, id: created.id, data: 'Audit silver' });
    expect(await entries('MASTER_DATA_CREATED', created.id)).toEqual([
      expect.objectContaining({
        actor: adminId,
        entityType: 'master-data',
        partnerId: null,
        details: expect.objectContaining({ before: null, after: { id: created.id, ...input } }),
      }),
    ]);
    expect(await entries('MASTER_DATA_UPDATED', created.id)).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({
          before: expect.objectContaining({ data: 'Audit grey' }),
          after: expect.objectContaining({ data: 'Audit silver' }),
          changed: ['data'],
        }),
      }),
    ]);
  });
});

describe('deliveries on the audit trail', () => {
  it('records a retry with the delivery before and after, never its sealed body', async () => {
    const [failed] = await t.database.db
      .insert(deliveries)
      .values({
        channel: 'email',
        idempotencyKey: `audit-retry:${randomUUID()}`,
        messageId: `<${randomUUID()}@example.test>`,
        recipient: 'retry.audit@example.test',
        subject: 'A message that failed',
        sealedPayload: 'sealed-body-never-in-the-trail',
        status: 'failed',
        attempts: 3,
        lastError: '451 try later',
        jobId: randomUUID(),
      })
      .returning();
    const id = failed?.id ?? '';
    await call('POST', `/system/v1/deliveries/${id}/retry`);
    const [retry] = await entries('DELIVERY_RETRIED', id);
    expect(retry).toMatchObject({
      actor: adminId,
      entityType: 'delivery',
      partnerId: null,
      details: {
        before: { id, status: 'failed', lastError: '451 try later' },
        after: { id, status: 'queued', lastError: null },
      },
    });
    expect(JSON.stringify(retry)).not.toContain('sealed-body-never-in-the-trail');
  });
});
