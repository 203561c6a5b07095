import { PERMISSION_CATALOGUE } from './permission-catalogue';
import { PERMISSION_ACTIONS, permissionCode } from './permission-code';
import { PERMISSION_MODULES } from './permission-set';

/**
 * The one authority rule (issue 24): nobody grants, removes or reshapes more than they hold.
 *
 * A caller may move authority in a partner (create or change a role, invite, accept an invitation on the inviter's
 * behalf, revoke access or withdraw an invitation) only when
 * - every permission of the role involved, before and after the change, and every permission the affected user
 *   holds in this partner (its locations included) is one the caller holds itself; grants in other partners never
 *   count, for the caller or for the affected user;
 * - a location session never moves partner-level authority (a partner-level role or a partner-level grant);
 * - the change leaves the partner with an administrator when it had one: an active user whose active partner-level
 *   role holds every catalogue code (biometrics are every partner user's, so they are implied).
 * A system administrator holds every code; the last rule still binds it.
 */

const BIOMETRICS: readonly string[] = PERMISSION_ACTIONS.map((action) =>
  permissionCode(PERMISSION_MODULES.biometrics, action),
);
const EVERY_CODE: readonly string[] = PERMISSION_CATALOGUE.flatMap((group) =>
  group.permissions.map((permission) => permission.code),
);

export interface AuthorityRole {
  id: string;
  partnerId: string;
  active: boolean;
  forLocation: boolean;
  codes: readonly string[];
}

export interface AuthorityGrant {
  userId: string;
  partnerId: string;
  /** Null for a partner-level grant. */
  locationId: string | null;
  roleId: string;
  /** Whether the user's account is active. */
  userActive: boolean;
}

/** What the rule reads: roles and grants (other partners' may be in it; they never count). */
export interface AuthorityState {
  roles: readonly AuthorityRole[];
  grants: readonly AuthorityGrant[];
}

export type AuthorityCaller =
  | { kind: 'system' }
  | {
      kind: 'partner';
      userId: string;
      /** The codes of the caller's current grant in this partner (biometrics are added here). */
      codes: readonly string[];
      /** The location of a location session; null for a partner-level session. */
      locationId: string | null;
    };

export type AuthorityChange =
  /** Create (`roleId` null) or change a role; `after` is what it becomes. */
  | {
      kind: 'role';
      partnerId: string;
      roleId: string | null;
      after: { active: boolean; forLocation: boolean; codes: readonly string[] };
    }
  /**
   * Give a user (null: an address without an account) `roleId` at the partner (`locationId` null) or one of its
   * locations, replacing the user's grant there: an invitation sent, or accepted on the inviter's authority.
   */
  | { kind: 'grant'; partnerId: string; userId: string | null; locationId: string | null; roleId: string }
  /** Remove a user's grant at the partner (`locationId` null) or one location. */
  | { kind: 'revoke'; partnerId: string; userId: string; locationId: string | null }
  /** Withdraw a pending invitation for `roleId`. */
  | { kind: 'withdraw'; partnerId: string; roleId: string };

export type AuthorityRefusal = 'location-session' | 'not-held' | 'last-administrator';

export type AuthorityVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: AuthorityRefusal;
      /** For not-held: the first code the caller lacks. */ code?: string;
    };

/** The codes a set of role codes stands for in a partner: biometrics are always held in full. */
function effective(codes: Iterable<string>): Set<string> {
  return new Set([...codes, ...BIOMETRICS]);
}

function isAdministratorRole(role: AuthorityRole | undefined): boolean {
  if (!role || !role.active || role.forLocation) return false;
  const held = effective(role.codes);
  return EVERY_CODE.every((code) => held.has(code));
}

/** The users who administer `partnerId` in `state`. */
export function partnerAdministrators(state: AuthorityState, partnerId: string): Set<string> {
  const roles = new Map(
    state.roles.filter((role) => role.partnerId === partnerId).map((role) => [role.id, role]),
  );
  return new Set(
    state.grants
      .filter(
        (grant) =>
          grant.partnerId === partnerId &&
          grant.locationId === null &&
          grant.userActive &&
          isAdministratorRole(roles.get(grant.roleId)),
      )
      .map((grant) => grant.userId),
  );
}

/** The state after the change (only what the administrator count depends on). */
export function applyAuthorityChange(state: AuthorityState, change: AuthorityChange): AuthorityState {
  switch (change.kind) {
    case 'role': {
      if (change.roleId === null) return state;
      return {
        ...state,
        roles: state.roles.map((role) =>
          role.id === change.roleId && role.partnerId === change.partnerId
            ? { ...role, ...change.after }
            : role,
        ),
      };
    }
    case 'grant': {
      if (change.userId === null) return state;
      const userActive = state.grants.find((grant) => grant.userId === change.userId)?.userActive ?? true;
      const kept = state.grants.filter(
        (grant) =>
          !(
            grant.userId === change.userId &&
            grant.partnerId === change.partnerId &&
            grant.locationId === change.locationId
          ),
      );
      const added: AuthorityGrant = {
        userId: change.userId,
        partnerId: change.partnerId,
        locationId: change.locationId,
        roleId: change.roleId,
        userActive,
      };
      return { ...state, grants: [...kept, added] };
    }
    case 'revoke':
      return {
        ...state,
        grants: state.grants.filter(
          (grant) =>
            !(
              grant.userId === change.userId &&
              grant.partnerId === change.partnerId &&
              grant.locationId === change.locationId
            ),
        ),
      };
    case 'withdraw':
      return state;
  }
}

/** The codes a change involves: its role before and after, and all the affected user holds in the partner. */
export function involvedCodes(state: AuthorityState, change: AuthorityChange): Set<string> {
  const roles = new Map(
    state.roles.filter((role) => role.partnerId === change.partnerId).map((role) => [role.id, role]),
  );
  const codes = new Set<string>();
  const add = (list: readonly string[] | undefined) => list?.forEach((code) => codes.add(code));
  const userId = change.kind === 'grant' || change.kind === 'revoke' ? change.userId : null;
  if (change.kind === 'role') {
    if (change.roleId !== null) add(roles.get(change.roleId)?.codes);
    add(change.after.codes);
  } else if (change.kind === 'grant' || change.kind === 'withdraw') {
    add(roles.get(change.roleId)?.codes);
  }
  if (userId !== null) {
    for (const grant of state.grants) {
      if (grant.userId === userId && grant.partnerId === change.partnerId)
        add(roles.get(grant.roleId)?.codes);
    }
  }
  return codes;
}

/** Whether the change touches partner-level authority (a partner-level role or grant). */
function touchesPartnerLevel(state: AuthorityState, change: AuthorityChange): boolean {
  const role = (id: string | null) =>
    state.roles.find((candidate) => candidate.id === id && candidate.partnerId === change.partnerId);
  switch (change.kind) {
    case 'role':
      return (
        !change.after.forLocation || (change.roleId !== null && role(change.roleId)?.forLocation !== true)
      );
    case 'grant':
      return change.locationId === null || role(change.roleId)?.forLocation !== true;
    case 'revoke':
      return change.locationId === null;
    case 'withdraw':
      return role(change.roleId)?.forLocation !== true;
  }
}

/**
 * The "held" part of the rule on its own: the first of `codes` (A to Z) a caller holding `callerCodes` lacks, or
 * undefined when it holds them all (biometrics count as held). The screens use it to offer only the roles a user
 * may hand out or take away; the server applies the whole rule through `authorityVerdict`.
 */
export function firstCodeNotHeld(callerCodes: Iterable<string>, codes: Iterable<string>): string | undefined {
  const held = effective(callerCodes);
  return [...codes].sort().find((code) => !held.has(code));
}

/** The rule: may `caller` make `change` in `state`? */
export function authorityVerdict(
  state: AuthorityState,
  caller: AuthorityCaller,
  change: AuthorityChange,
): AuthorityVerdict {
  if (caller.kind === 'partner') {
    if (caller.locationId !== null && touchesPartnerLevel(state, change)) {
      return { allowed: false, reason: 'location-session' };
    }
    const missing = firstCodeNotHeld(caller.codes, involvedCodes(state, change));
    if (missing !== undefined) return { allowed: false, reason: 'not-held', code: missing };
  }
  const before = partnerAdministrators(state, change.partnerId);
  if (
    before.size > 0 &&
    partnerAdministrators(applyAuthorityChange(state, change), change.partnerId).size === 0
  ) {
    return { allowed: false, reason: 'last-administrator' };
  }
  return { allowed: true };
}
