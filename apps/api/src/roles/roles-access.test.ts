import { PERMISSION_CATALOGUE } from '@ridgeline/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grants, roles } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { enterAsPortalUser, locationIdByCode, partnerIdByCode, roleCodes } from '../test/partner-session';
import { authHeaders, enterPartner, type Session } from '../test/sessions';
import { expectErrorAnswer } from '../test/answers';

let t: AuthTestApp;
let partnerId: string;
let downtownId: string;
const everyCode = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));

useAuthTestApp(async (app) => {
  t = app;
  partnerId = await partnerIdByCode(t.database.db, 'acme');
  downtownId = await locationIdByCode(t.database.db, 'acme-downtown');
});

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });

/** The demo partner administrator in a session of Acme. */
const asAdmin = () =>
  enterPartner(t.app, DEMO_USERS.partnerAdmin.email, DEMO_USERS.partnerAdmin.password, partnerId);

/** The demo location operator in a session of Acme Downtown. */
const asOperator = () =>
  enterPartner(
    t.app,
    DEMO_USERS.locationOperator.email,
    DEMO_USERS.locationOperator.password,
    partnerId,
    downtownId,
  );

async function roleCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(roles);
  return row?.n ?? 0;
}

async function roleOf(email: string): Promise<string> {
  const session = await asAdmin();
  const found = await call(session, 'POST', '/partner/v1/roles/search', { pageSize: 100 });
  const title = email === DEMO_USERS.locationOperator.email ? 'Location Operator' : 'Partner Administrator';
  const role = found.json<{ data: { id: string; title: string }[] }>().data.find((r) => r.title === title);
  if (!role) throw new Error(`no role ${title}`);
  return role.id;
}

describe('roles from a location session', () => {
  it("refuse the location operator's rewrite of its own role with 403 and change nothing", async () => {
    const roleId = await roleOf(DEMO_USERS.locationOperator.email);
    const before = await roleCodes(t.database.db, roleId);
    const operator = await asOperator();
    const response = await call(operator, 'PUT', `/partner/v1/roles/${roleId}`, {
      title: 'Location Operator',
      active: true,
      forLocation: false,
      permissions: everyCode,
    });
    expect(response.statusCode).toBe(403);
    expect(await roleCodes(t.database.db, roleId)).toEqual(before);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, roleId));
    expect(row?.forLocation).toBe(true);
  });

  it('refuse creating a partner role with 403 and create nothing', async () => {
    const operator = await asOperator();
    const before = await roleCount();
    const response = await call(operator, 'POST', '/partner/v1/roles', {
      title: 'Everything',
      active: true,
      forLocation: false,
      permissions: everyCode,
    });
    expect(response.statusCode).toBe(403);
    expect(await roleCount()).toBe(before);
  });

  it('refuse creating or changing roles even when the location role holds the roles rights', async () => {
    const { session, ...user } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'location.roles@ridgeline.test',
      partnerId,
      locationId: downtownId,
      permissions: ['roles:create', 'roles:modify', 'roles:list', 'roles:detail'],
    });
    const before = await roleCount();
    const created = await call(session, 'POST', '/partner/v1/roles', {
      title: 'Shared',
      active: true,
      forLocation: true,
      permissions: ['roles:list'],
    });
    expectErrorAnswer(created, 403, {
      code: 4033,
      message: 'This is open to partner-level users only',
      description: 'Sign in to the partner itself, not one of its locations',
    });
    const changed = await call(session, 'PUT', `/partner/v1/roles/${user.roleId}`, {
      title: 'Mine',
      active: true,
      forLocation: true,
      permissions: ['roles:list'],
    });
    expect(changed.statusCode).toBe(403);
    expect(await roleCount()).toBe(before);
    expect(await roleCodes(t.database.db, user.roleId)).toEqual([
      'roles:create',
      'roles:detail',
      'roles:list',
      'roles:modify',
    ]);
  });
});

describe('no escalation at partner level', () => {
  it('refuses giving a role a permission the caller does not hold, allows what it holds', async () => {
    const { session, ...user } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'role.editor@ridgeline.test',
      partnerId,
      permissions: ['roles:create', 'roles:modify', 'roles:list', 'roles:detail', 'services:list'],
    });
    const before = await roleCount();
    const escalating = await call(session, 'POST', '/partner/v1/roles', {
      title: 'Settings keeper',
      active: true,
      forLocation: false,
      permissions: ['services:list', 'settings:modify'],
    });
    expectErrorAnswer(escalating, 403, {
      code: 4033,
      message: 'You cannot give a role a permission you do not hold',
      description: 'settings:modify is not among your permissions',
    });
    expect(await roleCount()).toBe(before);

    const selfEscalating = await call(session, 'PUT', `/partner/v1/roles/${user.roleId}`, {
      title: 'Role editor',
      active: true,
      forLocation: false,
      permissions: ['roles:modify', 'users:create'],
    });
    expect(selfEscalating.statusCode).toBe(403);
    expect(await roleCodes(t.database.db, user.roleId)).toEqual([
      'roles:create',
      'roles:detail',
      'roles:list',
      'roles:modify',
      'services:list',
    ]);

    // Biometrics are every partner user's, so a role may carry them.
    const allowed = await call(session, 'POST', '/partner/v1/roles', {
      title: 'Services viewer',
      active: true,
      forLocation: false,
      permissions: ['services:list', 'biometrics:create'],
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.permissions.sort()).toEqual(['biometrics:create', 'services:list']);
  });

  it('refuses deactivating the role the caller holds, and leaves it active', async () => {
    const { session, ...user } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'self.deactivate@ridgeline.test',
      partnerId,
      permissions: ['roles:modify', 'roles:list'],
    });
    const response = await call(session, 'PUT', `/partner/v1/roles/${user.roleId}`, {
      title: 'Still mine',
      active: false,
      forLocation: false,
      permissions: ['roles:modify', 'roles:list'],
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, user.roleId));
    expect(row).toMatchObject({ active: true, title: `Role of ${user.email}` });
  });

  it('answers 403 without the declared permission: a role without roles:list cannot search roles', async () => {
    const { session } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'no.roles@ridgeline.test',
      partnerId,
      permissions: ['services:list'],
    });
    const response = await call(session, 'POST', '/partner/v1/roles/search', {});
    expectErrorAnswer(response, 403, {
      code: 4033,
      message: 'You do not have permission to perform this action',
      description: 'This call needs roles:list',
    });
  });
});

describe('permissions are read on every call', () => {
  it("refuses a deactivated role's session on its next call", async () => {
    const { session, ...user } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'deactivated.role@ridgeline.test',
      partnerId,
      permissions: ['roles:list'],
    });
    expect((await call(session, 'GET', '/partner/v1/dashboard')).statusCode).toBe(200);
    const admin = await asAdmin();
    const deactivated = await call(admin, 'PUT', `/partner/v1/roles/${user.roleId}`, {
      title: 'Gone',
      active: false,
      forLocation: false,
      permissions: ['roles:list'],
    });
    expect(deactivated.statusCode).toBe(200);
    const next = await call(session, 'GET', '/partner/v1/dashboard');
    expectErrorAnswer(next, 403, {
      code: 4033,
      message: 'You do not have access to this partner or location',
      description: 'The grant, role, partner or location of this session is gone',
    });
    // Logging out still works.
    expect((await call(session, 'POST', '/partner/v1/auths/logout')).statusCode).toBe(200);
  });

  it('applies a revoked grant and a removed permission on the next call', async () => {
    const { session, ...user } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'revoked.grant@ridgeline.test',
      partnerId,
      permissions: ['roles:list'],
    });
    expect((await call(session, 'POST', '/partner/v1/roles/search', {})).statusCode).toBe(200);
    const admin = await asAdmin();
    const changed = await call(admin, 'PUT', `/partner/v1/roles/${user.roleId}`, {
      title: 'Fewer rights',
      active: true,
      forLocation: false,
      permissions: ['services:list'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(session, 'POST', '/partner/v1/roles/search', {})).statusCode).toBe(403);
    expect((await call(session, 'GET', '/partner/v1/dashboard')).statusCode).toBe(200);
    await t.database.db.delete(grants).where(eq(grants.id, user.grantId));
    expect((await call(session, 'GET', '/partner/v1/dashboard')).statusCode).toBe(403);
  });
});

describe('role records', () => {
  it('keeps the remarks given on create and on change, and a role with no permissions at all', async () => {
    const admin = await asAdmin();
    const created = await call(admin, 'POST', '/partner/v1/roles', {
      title: 'Weekend desk',
      active: true,
      forLocation: true,
      remarks: 'Covers Saturdays only',
      permissions: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ remarks: 'Covers Saturdays only', permissions: [] });
    const changed = await call(admin, 'PUT', `/partner/v1/roles/${id}`, {
      title: 'Weekend desk',
      active: true,
      forLocation: true,
      remarks: 'Covers Saturdays and Sundays',
      permissions: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await call(admin, 'GET', `/partner/v1/roles/search/${id}`);
    expect(read.json().data).toMatchObject({ remarks: 'Covers Saturdays and Sundays', permissions: [] });
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
