import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { authHeaders, enterPartner, type Session } from '../test/sessions';

/**
 * Real operations whose handlers hand their change to the registrar (x-audit in openapi/): the row names who,
 * when, the entity, before and after, and holds no secret and no file bytes.
 */
let t: AuthTestApp;
let partnerId: string;
let adminId: string;
let admin: Session;

useAuthTestApp(async (app) => {
  t = app;
  partnerId = await partnerIdByCode(t.database.db, 'acme');
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_USERS.partnerAdmin.email));
  adminId = row!.id;
  admin = await enterPartner(
    t.app,
    DEMO_USERS.partnerAdmin.email,
    DEMO_USERS.partnerAdmin.password,
    partnerId,
  );
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: authHeaders(admin), payload });

async function rowsOf(action: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

/** No password, token or key value of any fixture, and nothing that looks like base64 image bytes. */
function expectNoSecretOrBytes(row: unknown, secrets: string[]) {
  const text = JSON.stringify(row);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/[A-Za-z0-9+/]{200,}/);
}

describe('audit by contract', () => {
  it('role create and update: one row each with who, when, entity, before and after', async () => {
    const created = await call('POST', '/partner/v1/roles', {
      title: 'Audit Clerk',
      active: true,
      forLocation: false,
      permissions: ['companies:list'],
    });
    expect(created.statusCode).toBe(200);
    const roleId = created.json<{ data: { id: string } }>().data.id;
    const updated = await call('PUT', `/partner/v1/roles/${roleId}`, {
      title: 'Audit Clerk',
      active: true,
      forLocation: false,
      permissions: ['companies:list', 'companies:detail'],
    });
    expect(updated.statusCode).toBe(200);

    const [createdRow, ...moreCreated] = await rowsOf('ROLE_CREATED', roleId);
    expect(moreCreated).toEqual([]);
    expect(createdRow).toMatchObject({ actor: adminId, area: 'partner', entityType: 'role', partnerId });
    expect(createdRow!.at.getTime()).toBe(t.clock.now().getTime());
    expect(createdRow!.details).toMatchObject({ before: null, after: { id: roleId, title: 'Audit Clerk' } });

    const [updatedRow, ...moreUpdated] = await rowsOf('ROLE_UPDATED', roleId);
    expect(moreUpdated).toEqual([]);
    expect(updatedRow).toMatchObject({ actor: adminId, entityType: 'role', outcome: 'SUCCESS' });
    expect(updatedRow!.details).toMatchObject({
      before: { permissions: ['companies:list'] },
      after: { permissions: expect.arrayContaining(['companies:list', 'companies:detail']) },
      changed: expect.arrayContaining(['permissions']),
    });
    expectNoSecretOrBytes([createdRow, updatedRow], [DEMO_USERS.partnerAdmin.password, admin.token]);
  });
});
