/**
 * The API side of the one authority rule (libs/domain authority.ts, issue 24): reads the partner's roles and
 * grants, asks `authorityVerdict`, and refuses with 403 (audited as DENIED by the registrar) when it says no.
 * Every operation that moves authority calls `requireAuthority`: role create and update, invite, invitation
 * acceptance (on the inviter's authority), revoke-access and withdrawing an invitation, in both areas.
 */
import {
  authorityVerdict,
  type AuthorityCaller,
  type AuthorityChange,
  type AuthorityState,
  type AuthorityVerdict,
  type PermissionSet,
} from '@ridgeline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { grants, rolePermissions, roles, users } from '../db/schema';
import { ApiFailure, forbidden } from '../http/api-failure';
import type { ChangeRecord } from '../audit-log/record-change';

/** The partner's roles (with codes) and grants (with whether the user is active), read now. */
export async function authorityState(db: Db, partnerId: string): Promise<AuthorityState> {
  const roleRows = await db.select().from(roles).where(eq(roles.partnerId, partnerId));
  const codeRows = await db
    .select({ roleId: rolePermissions.roleId, code: rolePermissions.code })
    .from(rolePermissions)
    .where(eq(rolePermissions.partnerId, partnerId));
  const grantRows = await db
    .select({ grant: grants, active: users.active })
    .from(grants)
    .innerJoin(users, eq(users.id, grants.userId))
    .where(eq(grants.partnerId, partnerId));
  return {
    roles: roleRows.map((role) => ({
      id: role.id,
      partnerId: role.partnerId,
      active: role.active,
      forLocation: role.forLocation,
      codes: codeRows.filter((row) => row.roleId === role.id).map((row) => row.code),
    })),
    grants: grantRows.map(({ grant, active }) => ({
      userId: grant.userId,
      partnerId: grant.partnerId,
      locationId: grant.locationId,
      roleId: grant.roleId,
      userActive: active,
    })),
  };
}

/** The caller of a partner-area session: its current grant's codes (biometrics included) and its location. */
export function partnerCaller(
  userId: string,
  permissions: PermissionSet,
  locationId: string | null,
): AuthorityCaller {
  const codes = Object.values(permissions).flatMap((list) => list.map((permission) => permission.code));
  return { kind: 'partner', userId, codes, locationId };
}

/** A refusal the registrar also writes to the audit trail (outcome DENIED) after the request's rollback. */
export class AuditedRefusal extends ApiFailure {
  constructor(
    failure: ApiFailure,
    readonly denied: ChangeRecord,
  ) {
    super(failure.statusCode, failure.code, failure.message, failure.description);
  }
}

/** The 403 of a refusal, with the reason in words. */
export function refusal(verdict: Exclude<AuthorityVerdict, { allowed: true }>, change: AuthorityChange) {
  switch (verdict.reason) {
    case 'location-session':
      return forbidden(
        'This is open to partner-level users only',
        'A location session cannot change partner-level roles or access',
      );
    case 'last-administrator':
      return forbidden(
        'This would leave the partner without an administrator',
        'Keep at least one active user whose partner-level role holds every permission',
      );
    case 'not-held':
      return forbidden(
        change.kind === 'role'
          ? 'You cannot give a role a permission you do not hold'
          : 'You cannot give or remove more access than you hold',
        `${verdict.code ?? 'a permission'} is not among your permissions`,
      );
  }
}

/**
 * Refuses (403, audited as DENIED with `denied`) unless the rule allows `caller` to make `change` now.
 * `db` is the request's handle (row-level security shows this partner's roles and grants in full).
 */
export async function requireAuthority(
  db: Db,
  caller: AuthorityCaller,
  change: AuthorityChange,
  denied: ChangeRecord,
): Promise<void> {
  const verdict = authorityVerdict(await authorityState(db, change.partnerId), caller, change);
  if (verdict.allowed) return;
  throw new AuditedRefusal(refusal(verdict, change), {
    ...denied,
    partnerId: change.partnerId,
    outcome: 'DENIED',
    details: { ...denied.details, reason: verdict.reason, ...(verdict.code ? { code: verdict.code } : {}) },
  });
}
