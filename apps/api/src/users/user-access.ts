import type { AuthorityCaller } from '@ridgeline/domain';
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuthority } from '../access/authority';
import type { ChangeRecord } from '../audit-log/record-change';
import { findById } from '../db/find-row';
import { grants, invitations, locations, partners, roles, sessions, users } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import type { AuditedChange } from '../http/contract-audit';
import {
  findInvitedLocation,
  insertInvitation,
  portalUserByEmail,
  withdrawPendingInvitations,
} from '../invitations/invitation-repository';
import { invitationLink, INVITATION_MS, newInvitationToken } from '../invitations/invitation-token';
import type { TenantScope } from '../http/contract-route';
import { COUNT_ROWS, searchPage, type ListSearch } from '../search/search-page';
import { sortTable } from '../search/sort-table';
import { textMatch } from '../search/search-filters';

export type EntityType = 'user' | 'partner' | 'location';

export interface UserSearch extends ListSearch {
  entityId?: string;
  entityType?: EntityType;
}

export interface InviteRequest {
  email: string;
  firstName?: string;
  lastName?: string;
  roleId: string;
  entityId: string;
  entityType: EntityType;
}

export interface RevokeAccessRequest {
  id: string;
  entityId: string;
  email: string;
}

const notFound = (what: string) => new ApiFailure(404, ERROR_CODES.notFound, `${what} not found`);

/** Grants and invitations in scope: the partner's, one location's in a location session, or all (system area). */
function grantScope(scope: TenantScope | null, table: typeof grants | typeof invitations): SQL[] {
  if (!scope) return [];
  const conditions = [eq(table.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(table.locationId, scope.locationId));
  return conditions;
}

/** Narrows to one entity of the search: the partner itself (partner-level grants) or one location. */
function entityFilter(search: UserSearch, table: typeof grants | typeof invitations): SQL | undefined {
  if (!search.entityId) return undefined;
  // The partner's own grants only when the id is that partner's: another partner's id (or none) matches nothing,
  // exactly as an id that does not exist, never the caller's unfiltered partner-level rows.
  if (search.entityType === 'partner')
    return and(isNull(table.locationId), sql`${table.partnerId}::text = ${search.entityId}`);
  return sql`${table.locationId}::text = ${search.entityId}`;
}

type Db = TenantContext['db'];
interface Caller {
  id: string;
  firstName: string;
  lastName: string;
}

/** Who acts: the signed-in user, its authority under the one rule (access/authority.ts) and the request. */
export interface Actor {
  user: Caller;
  authority: AuthorityCaller;
  request: FastifyRequest;
}

const USER_SORT = sortTable(
  { fullName: users.firstName, email: users.email, roleTitle: roles.title },
  { fallback: 'fullName' },
);

/** Who has access with which role; `scope` null (system area) searches every partner. */
export async function searchUserAccess(db: Db, scope: TenantScope | null, search: UserSearch) {
  const conditions = [...grantScope(scope, grants), eq(users.realm, 'portal')];
  const entity = entityFilter(search, grants);
  if (entity) conditions.push(entity);
  const match = textMatch(search.searchParameter, [
    users.email,
    sql`${users.firstName} || ' ' || ${users.lastName}`,
    roles.title,
  ]);
  if (match) conditions.push(match);
  if (search.active !== undefined) conditions.push(eq(users.active, search.active));
  const where = and(...conditions);
  return searchPage(
    search,
    {
      count: () =>
        db
          .select(COUNT_ROWS)
          .from(grants)
          .innerJoin(users, eq(users.id, grants.userId))
          .innerJoin(roles, eq(roles.id, grants.roleId))
          .where(where),
      rows: ({ limit, offset }) =>
        db
          .select({ grant: grants, user: users, role: roles })
          .from(grants)
          .innerJoin(users, eq(users.id, grants.userId))
          .innerJoin(roles, eq(roles.id, grants.roleId))
          .where(where)
          .orderBy(...USER_SORT.order(search), asc(grants.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) =>
      rows.map(({ grant, user, role }) => ({
        id: user.id,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        roleId: role.id,
        roleTitle: role.title,
        entityId: grant.locationId ?? grant.partnerId,
        entityType: grant.locationId ? ('location' as const) : ('partner' as const),
        active: user.active,
      })),
  );
}

const INVITATION_SORT = sortTable(
  { email: invitations.email, invitedOn: invitations.createdAt },
  { fallback: 'invitedOn', defaultOrder: 'DESC' },
);

/** Pending invitations in scope; `scope` null (system area) searches every partner. */
export async function searchInvitedUsers(
  context: TenantContext,
  scope: TenantScope | null,
  search: UserSearch,
) {
  const db = context.db;
  const conditions = [
    ...grantScope(scope, invitations),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, context.now()),
  ];
  const entity = entityFilter(search, invitations);
  if (entity) conditions.push(entity);
  const match = textMatch(search.searchParameter, [invitations.email]);
  if (match) conditions.push(match);
  const where = and(...conditions);
  return searchPage(
    search,
    {
      count: () => db.select(COUNT_ROWS).from(invitations).where(where),
      rows: ({ limit, offset }) =>
        db
          .select({ invitation: invitations, role: roles })
          .from(invitations)
          .innerJoin(roles, eq(roles.id, invitations.roleId))
          .where(where)
          .orderBy(...INVITATION_SORT.order(search), asc(invitations.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(({ invitation, role }) => invitedUserOut(invitation, role)),
  );
}

/** Invites by e-mail to the partner itself or one of its locations (within the caller's scope). */
export async function inviteUser(
  context: TenantContext,
  scope: TenantScope,
  actor: Actor,
  input: InviteRequest,
) {
  const inviter = actor.user;
  // The entity must be in the caller's scope: the partner itself, or one of its locations (the session's own
  // location in a location session). Anything else answers 404 as if it did not exist.
  let locationId: string | null = null;
  if (input.entityType === 'partner') {
    if (input.entityId !== scope.partnerId || scope.locationId) throw notFound('Partner');
  } else if (input.entityType === 'location') {
    const [location] = await context.db
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.partnerId, scope.partnerId),
          sql`${locations.id}::text = ${input.entityId}`,
          scope.locationId ? eq(locations.id, scope.locationId) : undefined,
        ),
      );
    if (!location) throw notFound('Location');
    locationId = location.id;
  } else {
    throw badRequest('entityType must be partner or location');
  }
  const [role] = await context.db
    .select()
    .from(roles)
    .where(and(eq(roles.partnerId, scope.partnerId), sql`${roles.id}::text = ${input.roleId}`));
  if (!role) throw notFound('Role');
  if (!role.active) throw badRequest('roleId names an inactive role');
  if (role.forLocation !== (locationId !== null)) {
    throw badRequest(
      locationId
        ? 'roleId must be a location role for a location'
        : 'roleId must be a partner role for the partner',
    );
  }
  // The one authority rule: the invited role's permissions and all an existing account holds in this partner
  // (accepting replaces its grant at this place) must be the inviter's own; a location session hands out none of
  // the partner's level.
  const existing = await portalUserByEmail(context.db, input.email.trim());
  const attempted = {
    email: input.email.trim(),
    roleId: role.id,
    roleTitle: role.title,
    entityId: locationId ?? scope.partnerId,
    entityType: locationId ? 'location' : 'partner',
  };
  await requireAuthority(
    context.db,
    actor.authority,
    { kind: 'grant', partnerId: scope.partnerId, userId: existing?.id ?? null, locationId, roleId: role.id },
    { action: 'INVITATION_SENT', entityType: 'invitation', entityId: '', before: null, after: attempted },
  );
  const now = context.now();
  const { token, tokenHash } = newInvitationToken();
  // One pending invitation per partner, location (or none) and e-mail: a new one withdraws the older one, in the
  // same transaction (the request's; a savepoint of it), and the unique index refuses a racing second one.
  const invitation = await context.db.transaction(async (tx) => {
    const withdrawn = await withdrawPendingInvitations(
      tx,
      { partnerId: scope.partnerId, locationId, email: input.email.trim() },
      now,
    );
    for (const older of withdrawn) {
      // One entry per change: the replaced invitation is withdrawn (x-audit of the invite lists both actions).
      await actor.request.audit(
        {
          action: 'INVITATION_WITHDRAWN',
          entityId: older.id,
          partnerId: scope.partnerId,
          before: null,
          after: null,
          details: { reason: 'a new invitation to the same e-mail and place replaces it' },
          at: now,
        },
        tx,
      );
    }
    const sent = await insertInvitation(tx, {
      partnerId: scope.partnerId,
      locationId,
      roleId: role.id,
      email: input.email.trim(),
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      tokenHash,
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_MS),
    });
    // In the same transaction as the invitation (the system area has no request transaction of its own).
    await actor.request.audit(
      {
        action: 'INVITATION_SENT',
        entityId: sent.id,
        partnerId: scope.partnerId,
        before: null,
        after: invitedUserOut(sent, role),
        at: now,
      },
      tx,
    );
    return sent;
  });
  const partner = await findById(context.db, partners, scope.partnerId);
  const location = locationId ? await findInvitedLocation(context.db, locationId) : undefined;
  const where = location
    ? `${location.displayName} (${partner?.legalName ?? ''})`
    : (partner?.legalName ?? '');
  await context.mailer.send({
    // The partner's own mail server, when it has one, sends its invitations (issue 14).
    partnerId: scope.partnerId,
    idempotencyKey: `invitation:${invitation.id}`,
    to: invitation.email,
    subject: `You are invited to ${where} on Ridgeline`,
    text:
      `Hello${invitation.firstName ? ` ${invitation.firstName}` : ''},\n\n` +
      `${inviter.firstName} ${inviter.lastName} invited you to ${where} as ${role.title}.\n\n` +
      `Accept the invitation within ${INVITATION_MS / 86_400_000} days (the link works once):\n` +
      `${invitationLink(context.publicUrl, token)}\n`,
  });
  return { data: invitedUserOut(invitation, role), message: 'Invitation sent successfully' };
}

/**
 * Withdraws a pending invitation, or revokes a user's access to the partner or one location, which ends the
 * user's sessions there at once.
 */
export async function revokeAccess(
  context: TenantContext,
  scope: TenantScope,
  actor: Actor,
  input: RevokeAccessRequest,
) {
  const atPartner = input.entityId === scope.partnerId && !scope.locationId;
  const locationCondition = atPartner
    ? isNull(grants.locationId)
    : and(
        sql`${grants.locationId}::text = ${input.entityId}`,
        scope.locationId ? eq(grants.locationId, scope.locationId) : undefined,
      );
  return context.db.transaction(async (tx) => {
    // A pending invitation can be withdrawn the same way, by its id: only by someone holding its role's rights.
    const [pending] = await tx
      .select({ invitation: invitations, role: roles })
      .from(invitations)
      .innerJoin(roles, eq(roles.id, invitations.roleId))
      .where(
        and(
          ...grantScope(scope, invitations),
          sql`${invitations.id}::text = ${input.id}`,
          sql`lower(${invitations.email}) = lower(${input.email})`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    if (pending) {
      const record = invitedUserOut(pending.invitation, pending.role);
      const change: ChangeRecord = {
        action: 'INVITATION_WITHDRAWN',
        entityType: 'invitation',
        entityId: pending.invitation.id,
        partnerId: scope.partnerId,
        before: record,
        after: null,
      };
      await requireAuthority(
        tx,
        actor.authority,
        { kind: 'withdraw', partnerId: scope.partnerId, roleId: pending.role.id },
        change,
      );
      await tx
        .update(invitations)
        .set({ revokedAt: context.now() })
        .where(eq(invitations.id, pending.invitation.id));
      // Written on the invitation (x-audit names the entity per action), beside its INVITATION_SENT entry.
      await actor.request.audit(handOver(change, context.now()), tx);
      return { message: 'Invitation withdrawn successfully', data: null };
    }
    if (input.id === actor.user.id) throw badRequest('id cannot be your own account');
    const found = await tx
      .select({ grant: grants, role: roles })
      .from(grants)
      .innerJoin(roles, eq(roles.id, grants.roleId))
      .where(
        and(
          eq(grants.partnerId, scope.partnerId),
          sql`${grants.userId}::text = ${input.id}`,
          locationCondition,
          sql`exists (select 1 from ${users} where ${users.id} = ${grants.userId} and lower(${users.email}) = lower(${input.email}))`,
        ),
      );
    const [first] = found;
    if (!first) throw notFound('User');
    const userId = first.grant.userId;
    const before = {
      userId,
      email: input.email,
      grants: found.map(({ grant, role }) => ({
        entityId: grant.locationId ?? grant.partnerId,
        entityType: grant.locationId ? 'location' : 'partner',
        roleId: role.id,
        roleTitle: role.title,
      })),
    };
    const change: ChangeRecord = {
      action: 'ACCESS_REVOKED',
      entityType: 'user',
      entityId: userId,
      partnerId: scope.partnerId,
      before,
      after: { userId, email: input.email, grants: [] },
    };
    await requireAuthority(
      tx,
      actor.authority,
      { kind: 'revoke', partnerId: scope.partnerId, userId, locationId: first.grant.locationId },
      change,
    );
    await tx.delete(grants).where(
      inArray(
        grants.id,
        found.map(({ grant }) => grant.id),
      ),
    );
    // Its open sessions end now: for the partner (every location of it) or for that one location.
    await tx
      .update(sessions)
      .set({ revokedAt: context.now(), revokedReason: 'access revoked' })
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.area, 'partner'),
          eq(sessions.partnerId, scope.partnerId),
          atPartner ? undefined : sql`${sessions.locationId}::text = ${input.entityId}`,
          isNull(sessions.revokedAt),
        ),
      );
    await actor.request.audit(handOver(change, context.now()), tx);
    return { message: 'Access revoked successfully', data: null };
  });
}

/** The hand-over of a change whose refusal would have been recorded as `change` (the registrar adds the entity). */
function handOver(change: ChangeRecord, at: Date): AuditedChange {
  return {
    action: change.action,
    entityId: change.entityId,
    partnerId: change.partnerId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    at,
  };
}

export function invitedUserOut(invitation: typeof invitations.$inferSelect, role: typeof roles.$inferSelect) {
  return {
    id: invitation.id,
    email: invitation.email,
    roleId: role.id,
    roleTitle: role.title,
    entityId: invitation.locationId ?? invitation.partnerId,
    entityType: invitation.locationId ? ('location' as const) : ('partner' as const),
    invitedOn: invitation.createdAt.toISOString(),
    expiresOn: invitation.expiresAt.toISOString(),
  };
}
