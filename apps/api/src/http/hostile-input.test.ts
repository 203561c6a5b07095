import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import {
  authHeaders,
  signIn,
  startAuthTestApp,
  xsrfOf,
  type AuthTestApp,
  type Session,
} from '../test/auth-test-app';

let t: AuthTestApp;
let admin: Session;
let portal: Session;
let partner: Session;
let partnerId: string;

beforeAll(async () => {
  t = await startAuthTestApp();
  admin = await signIn(t.app, 'system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
  portal = await signIn(
    t.app,
    'user-portal',
    DEMO_USERS.partnerAdmin.email,
    DEMO_USERS.partnerAdmin.password,
  );
  const access = await t.app.inject({
    method: 'GET',
    url: '/user-portal/v1/users/access',
    headers: authHeaders(portal),
  });
  partnerId = Object.keys(access.json<{ data: { partners: Record<string, unknown> } }>().data.partners)[0]!;
  const entered = await t.app.inject({
    method: 'POST',
    url: '/partner/v1/auths',
    headers: authHeaders(portal),
    payload: { partnerId, location: false },
  });
  expect(entered.statusCode).toBe(200);
  partner = { token: entered.json().data.token, xsrf: xsrfOf(entered) };
});
afterAll(async () => {
  await t.close();
});

const auditSearch = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/system/v1/audit-logs/search',
    headers: authHeaders(admin),
    payload,
  });

function expect400(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 4000, message });
}

describe('hostile input answers 400 naming the field, never 500', () => {
  it('refuses a NUL character in search text and audit filters', async () => {
    expect400(
      await auditSearch({ searchParameter: 'admin\u0000' }),
      'searchParameter must not contain a NUL character',
    );
    expect400(await auditSearch({ action: 'SIGN_IN\u0000' }), 'action must not contain a NUL character');
  });

  it('refuses a NUL character in an id in the path and in a role title, writing nothing', async () => {
    const byId = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/roles/search/%00',
      headers: authHeaders(partner),
    });
    expect400(byId, 'id must not contain a NUL character');
    const created = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/roles',
      headers: authHeaders(partner),
      payload: { title: 'Night\u0000shift', active: true, forLocation: false, permissions: [] },
    });
    expect400(created, 'title must not contain a NUL character');
    expect(await t.database.db.select().from(roles).where(eq(roles.partnerId, partnerId))).not.toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('Night') }),
    );
  });

  it('refuses a NUL in the partner sign-in ids and still audits the denied sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/auths',
      headers: authHeaders(portal),
      payload: { partnerId: `${partnerId}\u0000`, location: false },
    });
    expect400(response, 'partnerId must not contain a NUL character');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PARTNER_SIGN_IN'), eq(auditLog.outcome, 'DENIED')));
    expect(rows).toContainEqual(
      expect.objectContaining({
        details: expect.objectContaining({ reason: 'invalid-request', partnerId: `${partnerId}\\u0000` }),
      }),
    );
  });

  it('refuses a location id that is not a UUID at partner sign-in, audited', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/auths',
      headers: authHeaders(portal),
      payload: { partnerId, location: true, locationId: 'downtown' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^locationId /);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'PARTNER_SIGN_IN'));
    expect(rows).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ locationId: 'downtown' }) }),
    );
  });

  it('refuses an id in the path that is not a UUID', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/roles/search/not-a-uuid',
      headers: authHeaders(partner),
    });
    expect400(response, 'id must be a valid uuid');
  });

  it('refuses a year-0 date and a date past year 9999', async () => {
    expect400(await auditSearch({ from: '0000-01-01T00:00:00Z' }), 'from must be a valid date-time');
    expect400(await auditSearch({ to: '+275760-09-13T00:00:00Z' }), 'to must be a valid date-time');
    expect400(await auditSearch({ to: '2026-02-30T00:00:00Z' }), 'to must be a valid date-time');
    expect((await auditSearch({ from: '0001-01-01T00:00:00Z' })).statusCode).toBe(200);
  });

  it('refuses a page number too large to page to', async () => {
    expect400(await auditSearch({ pageNumber: 1e300 }), 'pageNumber must be <= 2147483647');
    expect((await auditSearch({ pageNumber: 2147483647 })).statusCode).toBe(200);
  });

  it('audits a malformed sign-in with the e-mail typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths',
      payload: { email: 'probe@ridgeline.test', password: 'x\u0000y' },
    });
    expect400(response, 'password must not contain a NUL character');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, 'probe@ridgeline.test'));
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'SIGN_IN',
        outcome: 'FAILURE',
        details: expect.objectContaining({ reason: 'invalid-request' }),
      }),
    );
  });
});

describe('router-level errors answer the contract error body', () => {
  it('answers a malformed percent-encoding with {code, message, description}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/partner/v1/roles/search/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: 'The address is not valid',
      description: 'The address holds a malformed percent-encoding',
    });
  });

  it('answers a path segment over 100 characters with {code, message, description}', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/roles/search/${'a'.repeat(101)}`,
      headers: authHeaders(partner),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'description', 'message']);
    expect(response.json().code).toEqual(expect.any(Number));
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
