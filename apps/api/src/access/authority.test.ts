/**
 * The probes of issue 24, from outside: the demo people manager (users and roles, plus the front-desk permissions)
 * can onboard front-desk staff but cannot reach, remove or outrank the administrators; a link alone never adds
 * authority to an existing account; an inviter who lost its authority leaves an invalid link; nothing leaves a
 * partner without an administrator; and each refusal lands in the audit trail as DENIED.
 */
import { PERMISSION_CATALOGUE } from '@ridgeline/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, grants, invitations, roles, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { PEOPLE_DEMO_USERS, seedPeopleDemoData } from '../seed/people-demo-data';
import { SECOND_PARTNER_CODE, seedSecondPartner } from '../seed/second-partner';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { enterAsPortalUser, locationIdByCode, partnerIdByCode, roleCodes } from '../test/partner-session';
import { authHeaders, enterPartner, type Session, signInSystem } from '../test/sessions';

const EVERY = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code)).sort();
const MANAGER = PEOPLE_DEMO_USERS.peopleManager;
const ADMIN = DEMO_USERS.partnerAdmin;

let t: AuthTestApp;
let acme = '';
let airport = '';
const role: Record<'admin' | 'operator' | 'manager' | 'frontDesk', string> = {
  admin: '',
  operator: '',
  manager: '',
  frontDesk: '',
};
let admin: Session;
let manager: Session;
let managerId = '';
let adminId = '';

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });
/** What the invite form sends: an invitation to the partner, or to one of its locations. */
const invite = (
  session: Session,
  email: string,
  roleId: string,
  entityId: string,
  entityType: 'partner' | 'location' = 'partner',
) => call(session, 'POST', '/partner/v1/users/invite', { email, roleId, entityId, entityType });
const accept = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/user-portal/v1/invitations/accept', payload });
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const lastToken = () => tokenOf(t.mails.at(-1)?.text ?? '');

async function countRows(table: typeof invitations | typeof grants): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The grants a user holds in Acme, as `entity:role title`. */
async function grantsOf(id: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ grant: grants, role: roles })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .where(and(eq(grants.userId, id), eq(grants.partnerId, acme)));
  return rows.map(({ grant, role }) => `${grant.locationId ? 'location' : 'partner'}:${role.title}`).sort();
}

async function deniedEntries(action: string): Promise<{ actor: string | null; details: unknown }[]> {
  return t.database.db
    .select({ actor: auditLog.actor, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.outcome, 'DENIED')))
    .orderBy(desc(auditLog.id));
}

useAuthTestApp(async (app) => {
  t = app;
  await seedPeopleDemoData(t.database.db);
  await seedSecondPartner(t.database.db);
  acme = await partnerIdByCode(t.database.db, 'acme');
  airport = await locationIdByCode(t.database.db, 'acme-airport');
  const titled = async (title: string) => {
    const [row] = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.partnerId, acme), eq(roles.title, title)));
    if (!row) throw new Error(`no role ${title}`);
    return row.id;
  };
  role.admin = await titled('Partner Administrator');
  role.operator = await titled('Location Operator');
  role.manager = await titled('People Manager');
  role.frontDesk = await titled('Front Desk');
  admin = await enterPartner(t.app, ADMIN.email, ADMIN.password, acme);
  manager = await enterPartner(t.app, MANAGER.email, MANAGER.password, acme);
  managerId = await userId(MANAGER.email);
  adminId = await userId(ADMIN.email);
  // The manager administers another partner: grants elsewhere never count in Acme.
  const birch = await partnerIdByCode(t.database.db, SECOND_PARTNER_CODE);
  const [birchAdmin] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.partnerId, birch), eq(roles.title, 'Birch Administrator')));
  await t.database.db
    .insert(grants)
    .values({ userId: managerId, partnerId: birch, locationId: null, roleId: birchAdmin?.id ?? '' });
});

describe('the people manager cannot outrank the administrators', () => {
  it('inviting its own address with the Partner Administrator role answers 403 and sends nothing', async () => {
    const before = await countRows(invitations);
    const mails = t.mails.length;
    const response = await invite(manager, MANAGER.email, role.admin, acme);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe('You cannot give or remove more access than you hold');
    expect(await countRows(invitations)).toBe(before);
    expect(t.mails.length).toBe(mails);
    expect((await deniedEntries('INVITATION_SENT'))[0]?.actor).toBe(managerId);
  });

  it('inviting a new address with the Partner Administrator role answers 403', async () => {
    const before = await countRows(invitations);
    const response = await invite(manager, 'stranger@example.test', role.admin, acme);
    expect(response.statusCode, response.body).toBe(403);
    expect(await countRows(invitations)).toBe(before);
  });

  it('inviting to a location with a role holding permissions it lacks answers 403', async () => {
    const before = await countRows(invitations);
    const response = await invite(manager, 'operator.hire@example.test', role.operator, airport, 'location');
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().description).toMatch(/ is not among your permissions$/);
    expect(await countRows(invitations)).toBe(before);
  });

  it('revoking a partner administrator’s access answers 403 and the administrator keeps working', async () => {
    const response = await call(manager, 'POST', '/partner/v1/users/revoke-access', {
      id: adminId,
      entityId: acme,
      email: ADMIN.email,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await grantsOf(adminId)).toEqual(['partner:Partner Administrator']);
    expect((await call(admin, 'GET', '/partner/v1/roles')).statusCode).toBe(200);
    const [entry] = await deniedEntries('ACCESS_REVOKED');
    expect(entry?.actor).toBe(managerId);
    expect(entry?.details).toMatchObject({ reason: 'not-held', before: { userId: adminId } });
  });

  it('withdrawing an invitation for the Partner Administrator role answers 403 and it stays pending', async () => {
    const invited = await invite(admin, 'future.admin@example.test', role.admin, acme);
    expect(invited.statusCode, invited.body).toBe(200);
    const id = invited.json().data.id as string;
    const response = await call(manager, 'POST', '/partner/v1/users/revoke-access', {
      id,
      entityId: acme,
      email: 'future.admin@example.test',
    });
    expect(response.statusCode, response.body).toBe(403);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row?.revokedAt).toBeNull();
    expect((await deniedEntries('INVITATION_WITHDRAWN'))[0]?.actor).toBe(managerId);
  });

  it('cutting the administrators’ role down to its own permissions answers 403 and changes nothing', async () => {
    const own = await roleCodes(t.database.db, role.manager);
    const response = await call(manager, 'PUT', `/partner/v1/roles/${role.admin}`, {
      title: 'Partner Administrator',
      active: true,
      forLocation: false,
      permissions: own,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe('You cannot give a role a permission you do not hold');
    expect(await roleCodes(t.database.db, role.admin)).toEqual(EVERY);
    // The trail names the reason and a permission the manager lacks, the one the answer names too.
    const [cut] = await deniedEntries('ROLE_UPDATED');
    const lacking = EVERY.filter((code) => !own.includes(code));
    expect(cut?.details).toMatchObject({ reason: 'not-held' });
    const named = (cut?.details as { code?: string }).code;
    expect(lacking).toContain(named);
    expect(response.json().description).toBe(`${named} is not among your permissions`);
    const deactivate = await call(manager, 'PUT', `/partner/v1/roles/${role.admin}`, {
      title: 'Partner Administrator',
      active: false,
      forLocation: false,
      permissions: EVERY,
    });
    expect(deactivate.statusCode, deactivate.body).toBe(403);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, role.admin));
    expect(row?.active).toBe(true);
    expect((await deniedEntries('ROLE_UPDATED')).length).toBeGreaterThanOrEqual(2);
  });

  it('onboards a front-desk user: invite, accept, and the new user enters its location', async () => {
    const invited = await call(manager, 'POST', '/partner/v1/users/invite', {
      email: 'fiona.frontdesk@example.test',
      firstName: 'Fiona',
      lastName: 'Frontdesk',
      roleId: role.frontDesk,
      entityId: airport,
      entityType: 'location',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const accepted = await accept({
      token: lastToken(),
      firstName: 'Fiona',
      lastName: 'Frontdesk',
      newPassword: 'Fiona-Airport-2026',
      confirmPassword: 'Fiona-Airport-2026',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const fiona = await enterPartner(
      t.app,
      'fiona.frontdesk@example.test',
      'Fiona-Airport-2026',
      acme,
      airport,
    );
    expect((await call(fiona, 'GET', '/partner/v1/roles')).statusCode).toBe(200);
    // … and takes the access back again.
    const revoked = await call(manager, 'POST', '/partner/v1/users/revoke-access', {
      id: await userId('fiona.frontdesk@example.test'),
      entityId: airport,
      email: 'fiona.frontdesk@example.test',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, acme), eq(auditLog.outcome, 'SUCCESS')));
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining(['INVITATION_SENT', 'INVITATION_ACCEPTED', 'ACCESS_REVOKED']),
    );
  });
});

describe('a link alone never adds authority to an existing account', () => {
  it('accepting for an existing account needs its password: 400 without it, nothing granted', async () => {
    const invited = await invite(admin, MANAGER.email, role.frontDesk, airport, 'location');
    expect(invited.statusCode, invited.body).toBe(200);
    const token = lastToken();
    const before = await grantsOf(managerId);
    const missing = await accept({ token });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().message).toBe('password is a required field');
    const wrong = await accept({ token, password: 'Not-The-Password-1' });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(await grantsOf(managerId)).toEqual(before);
    const right = await accept({ token, password: MANAGER.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(await grantsOf(managerId)).toEqual([...before, 'location:Front Desk'].sort());
  });

  it('an inviter who lost the invited role’s permissions leaves an invalid link', async () => {
    const { session, ...inviter } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'short.lived.inviter@example.test',
      partnerId: acme,
      permissions: ['users:create', 'users:list', ...(await roleCodes(t.database.db, role.frontDesk))],
    });
    const sent = async (email: string) => {
      const response = await invite(session, email, role.frontDesk, airport, 'location');
      expect(response.statusCode, response.body).toBe(200);
      return lastToken();
    };
    const body = (token: string) => ({
      token,
      firstName: 'New',
      lastName: 'Hire',
      newPassword: 'New-Hire-Airport-2026',
      confirmPassword: 'New-Hire-Airport-2026',
    });
    const first = await sent('first.hire@example.test');
    const second = await sent('second.hire@example.test');
    // The inviter's role loses appointments:create: the first link is now invalid.
    const cut = await call(admin, 'PUT', `/partner/v1/roles/${inviter.roleId}`, {
      title: 'Cut',
      active: true,
      forLocation: false,
      permissions: [
        'users:create',
        'users:list',
        'appointments:list',
        'appointments:detail',
        'services:list',
      ],
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const refused = await accept(body(first));
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().message).toBe('This invitation link is invalid, already used or has expired');
    // The inviter loses its access altogether: the second link is invalid too.
    await t.database.db.delete(grants).where(eq(grants.id, inviter.grantId));
    expect((await accept(body(second))).statusCode).toBe(404);
    const hires = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} in ('first.hire@example.test', 'second.hire@example.test')`);
    expect(hires).toEqual([]);
    expect((await deniedEntries('INVITATION_ACCEPTED')).length).toBe(2);
  });
});

describe('no change leaves a partner without an administrator', () => {
  it('the only administrator cannot strip or deactivate the administrators’ role', async () => {
    const stripped = await call(admin, 'PUT', `/partner/v1/roles/${role.admin}`, {
      title: 'Partner Administrator',
      active: true,
      forLocation: false,
      permissions: EVERY.filter((code) => code !== 'roles:modify'),
    });
    expect(stripped.statusCode, stripped.body).toBe(403);
    expect(stripped.json().message).toBe('This would leave the partner without an administrator');
    expect(stripped.json().description).toBe(
      'Keep at least one active user whose partner-level role holds every permission',
    );
    expect(await roleCodes(t.database.db, role.admin)).toEqual(EVERY);
  });

  it('the system area cannot revoke a partner’s last administrator either', async () => {
    const system = await signInSystem(t.app);
    const response = await call(system, 'POST', '/system/v1/users/revoke-access', {
      id: adminId,
      entityId: acme,
      email: ADMIN.email,
    });
    expect(response.statusCode, response.body).toBe(403);
    const left = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, adminId), isNull(grants.locationId)));
    expect(left).toHaveLength(1);
  });
});

describe('changes of companies and mail settings are on the audit trail', () => {
  it('records who changed what, before and after, and never the password', async () => {
    const created = await call(admin, 'POST', '/partner/v1/company', { name: 'Audited Co', active: true });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const updated = await call(admin, 'PUT', `/partner/v1/company/${id}`, {
      name: 'Audited Co 2',
      active: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const smtp = await call(admin, 'POST', '/partner/v1/setting/smtp', {
      host: 'mail.example.test',
      port: 587,
      username: 'acme',
      password: 'Smtp-Secret-Value-1',
      fromAddress: 'desk@example.test',
      secure: false,
    });
    expect(smtp.statusCode, smtp.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, acme), eq(auditLog.actor, adminId)))
      .orderBy(auditLog.id);
    const company = rows.filter((row) => row.entityId === id);
    expect(company.map((row) => row.action)).toEqual(['COMPANY_CREATED', 'COMPANY_UPDATED']);
    expect(company[1]?.details).toMatchObject({
      before: { name: 'Audited Co' },
      after: { name: 'Audited Co 2' },
      changed: ['name'],
    });
    const mail = rows.find((row) => row.action === 'SMTP_SETTING_SAVED');
    expect(mail?.details).toMatchObject({ after: { host: 'mail.example.test', sealedFields: ['password'] } });
    expect(JSON.stringify(rows)).not.toContain('Smtp-Secret-Value-1');
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
