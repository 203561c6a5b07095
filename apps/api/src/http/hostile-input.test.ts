import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, roles } from '../db/schema';
import { backendContract } from '../test/contract-document';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, call, enterFirstPartner, exchange, type Session, signInSystem } from '../test/sessions';
import { expectErrorAnswer } from '../test/answers';

let t: AuthTestApp;
let admin: Session;
let portal: Session;
let partner: Session;
let partnerId: string;

useAuthTestApp(async (app) => {
  t = app;
  admin = await signInSystem(t.app);
  ({ portal, partner, partnerId } = await enterFirstPartner(t.app));
});

const auditSearch = (payload: object) => call(t.app, admin, 'POST', '/system/v1/audit-logs/search', payload);

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
    const byId = await call(t.app, partner, 'GET', '/partner/v1/roles/search/%00');
    expect400(byId, 'id must not contain a NUL character');
    const created = await call(t.app, partner, 'POST', '/partner/v1/roles', {
      title: 'Night\u0000shift',
      active: true,
      forLocation: false,
      permissions: [],
    });
    expect400(created, 'title must not contain a NUL character');
    expect(await t.database.db.select().from(roles).where(eq(roles.partnerId, partnerId))).not.toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('Night') }),
    );
  });

  it('refuses a NUL in the partner sign-in ids and still audits the denied sign-in', async () => {
    const response = await exchange(t.app, portal, { partnerId: `${partnerId}\u0000`, location: false });
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
    const response = await exchange(t.app, portal, { partnerId, location: true, locationId: 'downtown' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^locationId /);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'PARTNER_SIGN_IN'));
    expect(rows).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ locationId: 'downtown' }) }),
    );
  });

  it('refuses an id in the path that is not a UUID', async () => {
    const response = await call(t.app, partner, 'GET', '/partner/v1/roles/search/not-a-uuid');
    expect400(response, 'id must be a valid uuid');
  });

  it('refuses a year-0 date and a date past year 9999', async () => {
    expect400(await auditSearch({ from: '0000-01-01T00:00:00Z' }), 'from must be a valid date-time');
    expect400(await auditSearch({ to: '+275760-09-13T00:00:00Z' }), 'to must be a valid date-time');
    expect400(await auditSearch({ to: '2026-02-30T00:00:00Z' }), 'to must be a valid date-time');
    expect400(
      await auditSearch({ from: '0001-01-01T00:00:00Z' }),
      'from must be on or after 1900-01-01T00:00:00Z',
    );
    expect((await auditSearch({ from: '1900-01-01T00:00:00Z' })).statusCode).toBe(200);
  });

  it('supports dates from 1900-01-01 to 2100-12-31 only: a report ending 9999-12-31 is a 400', async () => {
    const report = (startDate: string, endDate: string) =>
      call(t.app, partner, 'POST', '/partner/v1/reports/appointment/search', { startDate, endDate });
    expect400(await report('2026-01-01', '9999-12-31'), 'endDate must be on or before 2100-12-31');
    expect400(await report('1899-12-31', '2026-01-01'), 'startDate must be on or after 1900-01-01');
    expect((await report('1900-01-01', '2100-12-31')).statusCode).toBe(200);
  });

  it('refuses a sort field the list does not have, prototype names included, naming sortField', async () => {
    for (const [url, headers] of [
      ['/partner/v1/roles/search', authHeaders(partner)],
      ['/partner/v1/company/search', authHeaders(partner)],
      ['/system/v1/partner/search', authHeaders(admin)],
      ['/system/v1/audit-logs/search', authHeaders(admin)],
    ] as const) {
      for (const sortField of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const response = await t.app.inject({ method: 'POST', url, headers, payload: { sortField } });
        expect(response.statusCode, `${url} ${sortField}`).toBe(400);
        expect(response.json().message).toMatch(/^sortField must be one of /);
      }
    }
    const sorted = await call(t.app, partner, 'POST', '/partner/v1/roles/search', {
      sortField: 'title',
      sortOrder: 'DESC',
    });
    expect(sorted.statusCode).toBe(200);
  });

  it('declares every sortField of the contract as an enum', () => {
    const found: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}/${index}`));
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'sortField' && item && typeof item === 'object' && !Array.isArray(item))
            found.push(`${where}: ${'enum' in item ? 'enum' : 'free text'}`);
          walk(item, `${where}/${key}`);
        }
      }
    };
    walk(backendContract, '#');
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found.filter((entry) => !entry.endsWith(': enum'))).toEqual([]);
  });

  it('refuses JSON nested 5,000 deep with a 400, before parsing and in a multipart data part', async () => {
    for (const payload of [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    ]) {
      for (const [url, headers] of [
        ['/system/v1/auths', {}],
        ['/user-portal/v1/invitations/accept', {}],
        ['/partner/v1/roles/search', authHeaders(partner)],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect400(response, 'The body must not nest objects or arrays more than 32 levels deep');
      }
    }
    // 33 levels is refused, 32 accepted by the limit (and then judged by the contract).
    const at = (depth: number) =>
      t.app.inject({
        method: 'POST',
        url: '/partner/v1/roles/search',
        headers: { ...authHeaders(partner), 'content-type': 'application/json' },
        payload: `{"searchParameter":"[[[{{{","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`,
      });
    expect((await at(33)).statusCode).toBe(400);
    expect((await at(33)).json().message).toMatch(/32 levels/);
    expect((await at(32)).json().message ?? '').not.toMatch(/32 levels/);
    const boundary = 'deepform';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/locations',
      headers: { ...authHeaders(partner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${'['.repeat(5000)}${']'.repeat(5000)}\r\n--${boundary}--\r\n`,
    });
    expect400(multipart, 'The body must not nest objects or arrays more than 32 levels deep');
  });

  it('answers a multipart body without a boundary or cut short with a 4xx, never a 5xx', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/partner/v1/locations',
        headers: { ...authHeaders(partner), 'content-type': contentType },
        payload,
      });
    for (const response of [
      await send('multipart/form-data', 'no boundary at all'),
      await send(
        'multipart/form-data; boundary=cut',
        '--cut\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":',
      ),
      await send('multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-da'),
    ]) {
      expect([400, 415]).toContain(response.statusCode);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'description', 'message']);
    }
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
    expectErrorAnswer(response, 400, {
      code: 4000,
      message: 'The address is not valid',
      description: 'The address holds a malformed percent-encoding',
    });
  });

  it('answers a path segment over 100 characters with {code, message, description}', async () => {
    const response = await call(t.app, partner, 'GET', `/partner/v1/roles/search/${'a'.repeat(101)}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'description', 'message']);
    expect(response.json().code).toEqual(expect.any(Number));
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
