/**
 * A partner-area request runs under row-level security (issue 24): a spy inside a real operation (the companies'
 * selectable list) reads, from the database and through the `db` handle the operation itself uses, the role and the
 * tenant settings of the transaction it runs in. A partner session runs as ridgeline_app with its partner and no
 * location; a location session with its partner and its location. After the answer, the same handle is back on
 * the connection's own role with no tenant set (the settings are the request transaction's only).
 *
 * db/row-level-security.test.ts proves what the role and the settings do (policies); this proves that the route
 * registrar (contract-route.ts) actually puts a request under them, on both databases.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { APP_ROLE, inRequestTransaction } from '../db/request-transaction';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { createPortalUser, locationIdByCode, partnerIdByCode } from '../test/partner-session';
import { authHeaders, enterPartner } from '../test/sessions';

interface Seen {
  who: string;
  superuser: boolean;
  bypassRls: boolean;
  partner: string;
  location: string;
  inRequestTransaction: boolean;
}

const seen: Seen[] = [];

async function readTenant(db: Db): Promise<Seen> {
  const result = (await db.execute(sql`
    select current_user as who, r.rolsuper as superuser, r.rolbypassrls as "bypassRls",
           coalesce(current_setting('app.partner_id', true), '') as partner,
           coalesce(current_setting('app.location_id', true), '') as location
    from pg_roles r where r.rolname = current_user`)) as unknown as {
    rows: Omit<Seen, 'inRequestTransaction'>[];
  };
  return { ...result.rows[0]!, inRequestTransaction: inRequestTransaction() };
}

// The spy: the real repository function, preceded by a read of the transaction's role and settings through the
// very `db` handle the route hands it.
vi.mock('../companies/company-repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../companies/company-repository')>();
  return {
    ...original,
    selectableCompanies: async (db: Db, ...rest: [Parameters<typeof original.selectableCompanies>[1]]) => {
      seen.push(await readTenant(db));
      return original.selectableCompanies(db, ...rest);
    },
  };
});

let t: AuthTestApp;
let partnerId = '';
let downtownId = '';

beforeAll(async () => {
  t = await startAuthTestApp();
  partnerId = await partnerIdByCode(t.database.db, 'acme');
  downtownId = await locationIdByCode(t.database.db, 'acme-downtown');
});

afterAll(async () => {
  await t?.close();
});

async function selectable(session: { token: string; xsrf: string }) {
  seen.length = 0;
  const response = await t.app.inject({
    method: 'GET',
    url: '/partner/v1/company/selectable',
    headers: authHeaders(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(seen, 'the spy ran once inside the operation').toHaveLength(1);
  return seen[0]!;
}

describe(`a partner request runs as the row-level-security role (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a partner session: ridgeline_app with the session’s partner and no location', async () => {
    const user = await createPortalUser(t.database.db, {
      email: 'rls.partner@acme.test',
      partnerId,
      permissions: ['companies:list'],
    });
    const session = await enterPartner(t.app, user.email, user.password, partnerId);
    expect(await selectable(session)).toEqual({
      who: APP_ROLE,
      superuser: false,
      bypassRls: false,
      partner: partnerId,
      location: '',
      inRequestTransaction: true,
    });
  });

  it('a location session: ridgeline_app with the session’s partner and location', async () => {
    const user = await createPortalUser(t.database.db, {
      email: 'rls.location@acme.test',
      partnerId,
      locationId: downtownId,
      permissions: ['companies:list'],
    });
    const session = await enterPartner(t.app, user.email, user.password, partnerId, downtownId);
    expect(await selectable(session)).toEqual({
      who: APP_ROLE,
      superuser: false,
      bypassRls: false,
      partner: partnerId,
      location: downtownId,
      inRequestTransaction: true,
    });
  });

  it('outside a request the same handle is the connection’s own role, with no tenant set', async () => {
    const outside = await readTenant(t.database.db);
    expect(outside.who).not.toBe(APP_ROLE);
    expect([outside.partner, outside.location, outside.inRequestTransaction]).toEqual(['', '', false]);
  });
});
