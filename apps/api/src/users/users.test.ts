import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grants, invitations, roles, users } from '../db/schema';
import { INVITATION_MS } from '../invitations/invitation-token';
import { DEMO_USERS } from '../seed/demo-data';
import { SECOND_PARTNER_CODE, SECOND_PARTNER_USERS } from '../seed/second-partner';
import { useDemoTestApp } from '../test/auth-test-app';
import { call, enterPartner, portalAccess, type Session, signIn, signInSystem } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { enterAsPortalUser, partnerIdByCode } from '../test/partner-session';

// Birch's partner administrator (seed/second-partner), whose access the system area revokes.
const BIRCH_ADMIN_EMAIL = SECOND_PARTNER_USERS.partnerAdmin.email;
let acmeId = '';
let locationRoleId = '';
let partnerRoleId = '';

const { t, s } = useDemoTestApp(async () => {
  const [locationRole] = await t.database.db.select().from(roles).where(eq(roles.title, 'Location Operator'));
  const [partnerRole] = await t.database.db
    .select()
    .from(roles)
    .where(eq(roles.title, 'Partner Administrator'));
  locationRoleId = locationRole?.id ?? '';
  partnerRoleId = partnerRole?.id ?? '';
  acmeId = partnerRole?.partnerId ?? '';
});

const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

const enterLocation = (email: string, password: string, locationId: string): Promise<Session> =>
  enterPartner(t.app, email, password, acmeId, locationId);

describe('system users', () => {
  it('creates a system user with an e-mailed one-time password that must be changed first', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/user', {
      firstName: 'Sam',
      lastName: 'Sysop',
      email: 'sam.sysop@ridgeline.test',
      phone: null,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ fullName: 'Sam Sysop', enforcePasswordChange: true });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('sam.sysop@ridgeline.test');
    const password = /password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const session = await signIn(t.app, 'system', 'sam.sysop@ridgeline.test', password);
    const blocked = await call(t.app, session, 'POST', '/system/v1/user/search', {});
    expectRefusal(blocked, 403, 'Please change the password provided in the email before continuing');
  });

  it('searches, reads and modifies system users; e-mails stay unique; deactivating ends their sessions', async () => {
    const found = await call(t.app, s.system, 'POST', '/system/v1/user/search', { searchParameter: 'sysop' });
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['sam.sysop@ridgeline.test']);
    const sam = found.json().data[0];
    const dup = await call(t.app, s.system, 'POST', '/system/v1/user', {
      firstName: 'Other',
      lastName: 'Admin',
      email: 'ADMIN@ridgeline.test',
      active: true,
    });
    expectRefusal(dup, 400, 'email is already used by another system user');

    const newcomer = await signInSystem(t.app, DEMO_USERS.systemNewcomer);
    const list = await call(t.app, s.system, 'POST', '/system/v1/user/search', {
      searchParameter: 'newcomer',
    });
    const id = list.json().data[0].id;
    const off = await call(t.app, s.system, 'PUT', `/system/v1/user/${id}`, {
      firstName: 'Noah',
      lastName: 'Newcomer',
      email: DEMO_USERS.systemNewcomer.email,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(t.app, newcomer, 'POST', '/system/v1/user/search', {})).statusCode).toBe(401);
    const detail = await call(t.app, s.system, 'GET', `/system/v1/user/${sam.id}`);
    expect(detail.json().data.email).toBe('sam.sysop@ridgeline.test');
    const portalUser = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.partnerAdmin.email));
    expect((await call(t.app, s.system, 'GET', `/system/v1/user/${portalUser[0]?.id}`)).statusCode).toBe(404);
  });
});

describe('partner users and invitations', () => {
  let token = '';
  let invitationId = '';

  it('invites by e-mail with a single-use link valid seven days, listed as invited', async () => {
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/users/invite', {
      email: 'ivy.invitee@example.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      roleId: locationRoleId,
      entityId: s.airportId,
      entityType: 'location',
    });
    expect(response.statusCode, response.body).toBe(200);
    invitationId = response.json().data.id;
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('ivy.invitee@example.test');
    expect(mail?.text).toContain('/invitation?token=');
    token = tokenOf(mail?.text ?? '');
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(row?.tokenHash).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(INVITATION_MS);
    const invited = await call(t.app, s.partner, 'POST', '/partner/v1/users/search/invited-users', {});
    expect(invited.json().data.map((i: { email: string }) => i.email)).toEqual(['ivy.invitee@example.test']);
    const info = await t.app.inject({ method: 'GET', url: `/user-portal/v1/invitations/${token}` });
    expect(info.json().data).toMatchObject({ partnerName: 'Acme Fingerprinting LLC', existingUser: false });
  });

  it('refuses roles of the wrong kind, other partners and places out of scope', async () => {
    // The same invitation to a location, sent by `session` with `roleId` to `entityId`.
    const invite = (session: Session, roleId: string, entityId: string) =>
      call(t.app, session, 'POST', '/partner/v1/users/invite', {
        email: 'x@example.test',
        roleId,
        entityId,
        entityType: 'location',
      });
    expect((await invite(s.partner, partnerRoleId, s.airportId)).statusCode).toBe(400);
    expect((await invite(s.partner, locationRoleId, s.foreignLocationId)).statusCode).toBe(404);
    expect((await invite(s.location, locationRoleId, s.downtownId)).statusCode).toBe(403);
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(invitations);
    expect(before?.n).toBe(1);
  });

  it('accepting creates the portal user with a password, once; the invitee sees only that location', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/user-portal/v1/invitations/accept',
      payload: {
        token,
        firstName: 'Ivy',
        lastName: 'Invitee',
        newPassword: 'password',
        confirmPassword: 'password',
      },
    });
    expect(weak.statusCode).toBe(400);
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/user-portal/v1/invitations/accept',
        payload: {
          token,
          firstName: 'Ivy',
          lastName: 'Invitee',
          newPassword: 'Ivy-Airport-2026',
          confirmPassword: 'Ivy-Airport-2026',
        },
      });
    const [first, second] = await Promise.all([accept(), accept()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const portal = await signIn(t.app, 'user-portal', 'ivy.invitee@example.test', 'Ivy-Airport-2026');
    const access = await portalAccess(t.app, portal);
    expect(Object.keys(access.locations)).toEqual([s.airportId]);
    expect(Object.keys(access.partners)).toEqual([]);
    const users = await call(t.app, s.partner, 'POST', '/partner/v1/users/search', {
      searchParameter: 'ivy',
    });
    expect(users.json().data).toEqual([
      expect.objectContaining({
        email: 'ivy.invitee@example.test',
        entityId: s.airportId,
        entityType: 'location',
      }),
    ]);
    const invited = await call(t.app, s.partner, 'POST', '/partner/v1/users/search/invited-users', {});
    expect(invited.json().totalRecords).toBe(0);
  });

  it('revoking access ends the invitee’s open session on its next call', async () => {
    const session = await enterLocation('ivy.invitee@example.test', 'Ivy-Airport-2026', s.airportId);
    const dashboard = () => call(t.app, session, 'GET', '/partner/v1/roles');
    expect((await dashboard()).statusCode).toBe(200);
    const [ivy] = await t.database.db.select().from(users).where(eq(users.email, 'ivy.invitee@example.test'));
    const revoked = await call(t.app, s.partner, 'POST', '/partner/v1/users/revoke-access', {
      id: ivy?.id,
      entityId: s.airportId,
      email: 'ivy.invitee@example.test',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await dashboard()).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, ivy?.id ?? '')));
    expect(left).toEqual([]);
  });

  it('an expired invitation opens nothing', async () => {
    await call(t.app, s.partner, 'POST', '/partner/v1/users/invite', {
      email: 'late@example.test',
      roleId: partnerRoleId,
      entityId: acmeId,
      entityType: 'partner',
    });
    const late = tokenOf(t.mails.at(-1)?.text ?? '');
    t.clock.advance(INVITATION_MS + 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/user-portal/v1/invitations/${late}` })).statusCode,
    ).toBe(404);
  });
});

describe('partner and location users from the system area', () => {
  // A fresh session: the tests above move the clock past a session's lifetime.
  let system: Session;
  beforeAll(async () => {
    system = await signInSystem(t.app);
  });

  it('searches every partner’s users, or one partner’s or location’s', async () => {
    const all = await call(t.app, system, 'POST', '/system/v1/users/search', { pageSize: 100 });
    expect(all.statusCode, all.body).toBe(200);
    const emails = all.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_USERS.partnerAdmin.email, BIRCH_ADMIN_EMAIL]));
    const downtown = await call(t.app, system, 'POST', '/system/v1/users/search', {
      entityId: s.downtownId,
      entityType: 'location',
      pageSize: 100,
    });
    const rows = downtown.json().data as { email: string; entityId: string }[];
    expect(rows.map((u) => u.email)).toContain(DEMO_USERS.locationOperator.email);
    expect(rows.every((u) => u.entityId === s.downtownId)).toBe(true);
    const unknown = await call(t.app, system, 'POST', '/system/v1/users/search', {
      entityId: '00000000-0000-4000-8000-000000000000',
      entityType: 'partner',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('invites to a location of any partner with that partner’s role, lists it, and withdraws it', async () => {
    const invited = await call(t.app, system, 'POST', '/system/v1/users/invite', {
      email: 'sys.invitee@example.test',
      roleId: locationRoleId,
      entityId: s.airportId,
      entityType: 'location',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ entityId: s.airportId, entityType: 'location' });
    expect(t.mails.at(-1)?.to).toBe('sys.invitee@example.test');
    // A role of Acme cannot be handed out at another partner's location.
    const foreign = await call(t.app, system, 'POST', '/system/v1/users/invite', {
      email: 'sys.invitee@example.test',
      roleId: locationRoleId,
      entityId: s.foreignLocationId,
      entityType: 'location',
    });
    expect(foreign.statusCode).toBe(404);
    const list = await call(t.app, system, 'POST', '/system/v1/users/search/invited-users', {
      searchParameter: 'sys.invitee',
    });
    expect(list.json().data.map((i: { email: string }) => i.email)).toEqual(['sys.invitee@example.test']);
    const withdrawn = await call(t.app, system, 'POST', '/system/v1/users/revoke-access', {
      id: invited.json().data.id,
      entityId: s.airportId,
      email: 'sys.invitee@example.test',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe('Invitation withdrawn successfully');
    const after = await call(t.app, system, 'POST', '/system/v1/users/search/invited-users', {
      searchParameter: 'sys.invitee',
    });
    expect(after.json().totalRecords).toBe(0);
  });

  it('revokes a user’s access to a partner, ending its sessions there; partner sessions cannot call it', async () => {
    const [grant] = await t.database.db
      .select({ userId: grants.userId, partnerId: grants.partnerId })
      .from(grants)
      .innerJoin(users, eq(users.id, grants.userId))
      .where(and(eq(users.email, BIRCH_ADMIN_EMAIL), isNull(grants.locationId)));
    const birchId = grant?.partnerId ?? '';
    const request = { id: grant?.userId ?? '', entityId: birchId, email: BIRCH_ADMIN_EMAIL };
    const birch = await enterPartner(
      t.app,
      SECOND_PARTNER_USERS.partnerAdmin.email,
      SECOND_PARTNER_USERS.partnerAdmin.password,
      birchId,
    );
    expect((await call(t.app, birch, 'GET', '/partner/v1/roles')).statusCode).toBe(200);
    const byPartner = await call(t.app, s.partner, 'POST', '/system/v1/users/revoke-access', request);
    expect(byPartner.statusCode).toBe(401);
    // Birch's only administrator: revoking it would leave Birch without one (issue 24).
    const last = await call(t.app, system, 'POST', '/system/v1/users/revoke-access', request);
    expect(last.statusCode, last.body).toBe(403);
    expect(last.json().message).toBe('This would leave the partner without an administrator');
    // A second administrator (Birch's role holding every permission), then the first one's access can go.
    const [birchAdminGrant] = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, request.id), eq(grants.partnerId, birchId), isNull(grants.locationId)));
    const [second] = await t.database.db
      .insert(users)
      .values({
        realm: 'portal',
        email: 'second.birch.admin@example.test',
        firstName: 'B',
        lastName: 'Two',
        passwordHash: 'x',
      })
      .returning();
    await t.database.db.insert(grants).values({
      userId: second?.id ?? '',
      partnerId: birchId,
      locationId: null,
      roleId: birchAdminGrant?.roleId ?? '',
    });
    const revoked = await call(t.app, system, 'POST', '/system/v1/users/revoke-access', request);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe('Access revoked successfully');
    const left = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, request.id), eq(grants.partnerId, birchId)));
    expect(left).toEqual([]);
    expect((await call(t.app, birch, 'GET', '/partner/v1/roles')).statusCode).toBe(401);
    const again = await call(t.app, system, 'POST', '/system/v1/users/revoke-access', request);
    expect(again.statusCode).toBe(404);
  });
});

describe('invitations refused by what they name, and what a location session sees', () => {
  // A session of its own: the tests above move the clock past the demo sessions' 12 hours and revoke some.
  let admin: Session;
  beforeAll(async () => {
    admin = await enterPartner(
      t.app,
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
      acmeId,
    );
  });

  const inviteTo = (session: Session, entityType: 'partner' | 'location', entityId: string, roleId: string) =>
    call(t.app, session, 'POST', '/partner/v1/users/invite', {
      email: 'refused.invitee@example.test',
      firstName: 'Rex',
      lastName: 'Refused',
      roleId,
      entityId,
      entityType,
    });

  it('refuses an inactive role, a location role for the partner and another partner, each by its message', async () => {
    const [inactive] = await t.database.db
      .insert(roles)
      .values({ partnerId: acmeId, title: 'Retired desk', forLocation: true, active: false })
      .returning();
    expectRefusal(
      await inviteTo(admin, 'location', s.downtownId, inactive?.id ?? ''),
      400,
      'roleId names an inactive role',
    );
    expectRefusal(
      await inviteTo(admin, 'partner', acmeId, locationRoleId),
      400,
      'roleId must be a partner role for the partner',
    );
    const birchId = await partnerIdByCode(t.database.db, SECOND_PARTNER_CODE);
    expectRefusal(await inviteTo(admin, 'partner', birchId, partnerRoleId), 404, 'Partner not found');
    const sent = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'refused.invitee@example.test'));
    expect(sent).toEqual([]);
  });

  it('refuses revoking your own access, by its message', async () => {
    const [adminRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.partnerAdmin.email));
    const response = await call(t.app, admin, 'POST', '/partner/v1/users/revoke-access', {
      id: adminRow?.id ?? '',
      entityId: acmeId,
      email: DEMO_USERS.partnerAdmin.email,
    });
    expectRefusal(response, 400, 'id cannot be your own account');
  });

  it("lists to a location session its own location's invitations only", async () => {
    const invite = (email: string, entityId: string) =>
      call(t.app, admin, 'POST', '/partner/v1/users/invite', {
        email,
        firstName: 'Lou',
        lastName: 'Place',
        roleId: locationRoleId,
        entityId,
        entityType: 'location',
      });
    expect((await invite('dana.downtown@example.test', s.downtownId)).statusCode).toBe(200);
    expect((await invite('abe.airport@example.test', s.airportId)).statusCode).toBe(200);
    const { session } = await enterAsPortalUser(t.app, t.database.db, {
      email: 'downtown.lister@example.test',
      partnerId: acmeId,
      locationId: s.downtownId,
      permissions: ['users:list'],
    });
    const listed = await call(t.app, session, 'POST', '/partner/v1/users/search/invited-users', {
      pageSize: 100,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const emails = listed.json().data.map((i: { email: string }) => i.email);
    expect(emails).toContain('dana.downtown@example.test');
    expect(emails).not.toContain('abe.airport@example.test');
  });
  it('invites at the partner level and finds it by the partner, not by one of its locations', async () => {
    const sent = await call(t.app, admin, 'POST', '/partner/v1/users/invite', {
      email: 'pat.partner@example.test',
      firstName: 'Pat',
      lastName: 'Partner',
      roleId: partnerRoleId,
      entityId: acmeId,
      entityType: 'partner',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      entityType: 'partner',
      entityId: acmeId,
      roleId: partnerRoleId,
    });
    const search = (entityType: 'partner' | 'location', entityId: string) =>
      call(t.app, admin, 'POST', '/partner/v1/users/search/invited-users', {
        entityType,
        entityId,
        pageSize: 100,
      });
    const emailsOf = async (entityType: 'partner' | 'location', entityId: string) =>
      (await search(entityType, entityId)).json().data.map((i: { email: string }) => i.email);
    expect(await emailsOf('partner', acmeId)).toEqual(['pat.partner@example.test']);
    expect(await emailsOf('location', s.downtownId)).not.toContain('pat.partner@example.test');
  });
});
