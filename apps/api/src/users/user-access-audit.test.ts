/**
 * Audit by contract (issue 24) for the operations that move access: invite, withdraw, accept and revoke, in the
 * partner and the system area. Each change is read back from the trail: who, in which area, on which record, and
 * the record before and after. A withdrawal is written on the invitation, a revocation on the user
 * (docs/decisions.md, audit).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { auditEntries } from '../test/audit-entries';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { authHeaders, enterPartner, signIn, type Session } from '../test/sessions';
import { createPortalUser, locationIdByCode, partnerIdByCode } from '../test/partner-session';

let t: AuthTestApp;
let acme = '';
let airport = '';
let operatorRole = '';
let admin: Session;
let system: Session;
let adminId = '';
let systemId = '';

const call = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(session), payload });
/** Revokes a user's access, or withdraws an invitation by its id, at the Airport location. */
const revokeAccess = (session: Session, area: 'partner' | 'system', id: string, email: string) =>
  call(session, `/${area}/v1/users/revoke-access`, { id, entityId: airport, email });
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The entries of one action on one record, newest first, with the record before and after. */
async function entries(action: string, entityId: string) {
  return (await auditEntries(t.database.db, action, entityId)).map(({ details, ...entry }) => ({
    ...entry,
    before: details.before,
    after: details.after,
  }));
}

async function invite(session: Session, area: 'partner' | 'system', email: string): Promise<string> {
  const response = await call(session, `/${area}/v1/users/invite`, {
    email,
    firstName: 'Audit',
    lastName: 'Trail',
    roleId: operatorRole,
    entityId: airport,
    entityType: 'location',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

async function acceptAsNewUser(email: string): Promise<string> {
  const mail = t.mails.filter((message) => message.to === email).at(-1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/user-portal/v1/invitations/accept',
    payload: {
      token: tokenOf(mail?.text ?? ''),
      firstName: 'Audit',
      lastName: 'Trail',
      newPassword: 'Audit-Trail-Airport-2026',
      confirmPassword: 'Audit-Trail-Airport-2026',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return userId(email);
}

beforeAll(async () => {
  t = await startAuthTestApp();
  acme = await partnerIdByCode(t.database.db, 'acme');
  airport = await locationIdByCode(t.database.db, 'acme-airport');
  const [role] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.partnerId, acme), eq(roles.title, 'Location Operator')));
  operatorRole = role?.id ?? '';
  admin = await enterPartner(t.app, DEMO_USERS.partnerAdmin.email, DEMO_USERS.partnerAdmin.password, acme);
  system = await signIn(t.app, 'system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
  adminId = await userId(DEMO_USERS.partnerAdmin.email);
  systemId = await userId(DEMO_USERS.systemAdmin.email);
}, 120_000);
afterAll(async () => {
  expect(t.contractMismatches).toEqual([]);
  await t?.close();
});

describe('invitations on the audit trail', () => {
  it('records a partner invitation, its replacement and its withdrawal on the invitation', async () => {
    const first = await invite(admin, 'partner', 'replaced.invitee@example.test');
    const second = await invite(admin, 'partner', 'replaced.invitee@example.test');
    expect(await entries('INVITATION_SENT', first)).toEqual([
      {
        area: 'partner',
        actor: adminId,
        outcome: 'SUCCESS',
        entityType: 'invitation',
        partnerId: acme,
        before: null,
        after: expect.objectContaining({ email: 'replaced.invitee@example.test', roleId: operatorRole }),
      },
    ]);
    // The second invitation to the same place and address withdraws the first: one entry per change.
    expect(await entries('INVITATION_WITHDRAWN', first)).toEqual([
      expect.objectContaining({ actor: adminId, entityType: 'invitation', outcome: 'SUCCESS' }),
    ]);
    const withdrawn = await revokeAccess(admin, 'partner', second, 'replaced.invitee@example.test');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await entries('INVITATION_WITHDRAWN', second)).toEqual([
      {
        area: 'partner',
        actor: adminId,
        outcome: 'SUCCESS',
        entityType: 'invitation',
        partnerId: acme,
        before: expect.objectContaining({ id: second, email: 'replaced.invitee@example.test' }),
        after: null,
      },
    ]);
  });

  it('records a system invitation and its withdrawal by a system administrator in the partner’s trail', async () => {
    const id = await invite(system, 'system', 'system.invitee@example.test');
    const withdrawn = await revokeAccess(system, 'system', id, 'system.invitee@example.test');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await entries('INVITATION_SENT', id)).toEqual([
      expect.objectContaining({ area: 'system', actor: systemId, entityType: 'invitation', partnerId: acme }),
    ]);
    expect(await entries('INVITATION_WITHDRAWN', id)).toEqual([
      expect.objectContaining({
        area: 'system',
        actor: systemId,
        entityType: 'invitation',
        partnerId: acme,
        after: null,
      }),
    ]);
  });

  it('records the acceptance by the new account, in the user portal', async () => {
    const id = await invite(admin, 'partner', 'accepting.invitee@example.test');
    const newUser = await acceptAsNewUser('accepting.invitee@example.test');
    expect(await entries('INVITATION_ACCEPTED', id)).toEqual([
      {
        area: 'user-portal',
        actor: newUser,
        outcome: 'SUCCESS',
        entityType: 'invitation',
        partnerId: acme,
        before: null,
        after: expect.objectContaining({ userId: newUser, entityId: airport, roleId: operatorRole }),
      },
    ]);
  });

  it('records a withdrawal the authority rule refuses as DENIED, on the invitation', async () => {
    const id = await invite(admin, 'partner', 'guarded.invitee@example.test');
    // Users rights only: the Location Operator role's permissions are not this user's to take back.
    const limited = await createPortalUser(t.database.db, {
      email: 'users.only@example.test',
      partnerId: acme,
      permissions: ['users:list', 'users:create', 'users:modify'],
    });
    const session = await enterPartner(t.app, limited.email, limited.password, acme);
    const refused = await revokeAccess(session, 'partner', id, 'guarded.invitee@example.test');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await entries('INVITATION_WITHDRAWN', id)).toEqual([
      expect.objectContaining({ actor: limited.userId, outcome: 'DENIED', entityType: 'invitation' }),
    ]);
  });
});

describe('revoked access on the audit trail', () => {
  it('records a revocation on the user with its grants before and none after, in either area', async () => {
    await invite(system, 'system', 'revoked.by.partner@example.test');
    const byPartner = await acceptAsNewUser('revoked.by.partner@example.test');
    await invite(system, 'system', 'revoked.by.system@example.test');
    const bySystem = await acceptAsNewUser('revoked.by.system@example.test');
    const revoke = async (session: Session, area: 'partner' | 'system', id: string, email: string) => {
      const response = await revokeAccess(session, area, id, email);
      expect(response.statusCode, response.body).toBe(200);
    };
    await revoke(admin, 'partner', byPartner, 'revoked.by.partner@example.test');
    await revoke(system, 'system', bySystem, 'revoked.by.system@example.test');
    const grantAtAirport = [
      expect.objectContaining({ entityId: airport, entityType: 'location', roleId: operatorRole }),
    ];
    expect(await entries('ACCESS_REVOKED', byPartner)).toEqual([
      {
        area: 'partner',
        actor: adminId,
        outcome: 'SUCCESS',
        entityType: 'user',
        partnerId: acme,
        before: { userId: byPartner, email: 'revoked.by.partner@example.test', grants: grantAtAirport },
        after: { userId: byPartner, email: 'revoked.by.partner@example.test', grants: [] },
      },
    ]);
    expect(await entries('ACCESS_REVOKED', bySystem)).toEqual([
      expect.objectContaining({
        area: 'system',
        actor: systemId,
        entityType: 'user',
        partnerId: acme,
        after: { userId: bySystem, email: 'revoked.by.system@example.test', grants: [] },
      }),
    ]);
  });
});
