import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PermissionSet } from '@ridgeline/domain';
import type { Db } from '../db/database';
import { locations, partners, roles } from '../db/schema';
import { partnerPermissionSet } from './permission-catalogue';

/** The answer when a user has no (longer any) grant for the partner or location of the call. */
export const NO_ACCESS = 'You do not have access to this partner or location';

export interface PartnerGrant {
  partner: typeof partners.$inferSelect;
  role: typeof roles.$inferSelect;
  /** The location entered, null for a partner-level session. */
  location: typeof locations.$inferSelect | null;
  /** The role's codes with biometrics in full. */
  permissions: PermissionSet;
}

/** One grant that may apply: where it holds (null: the whole partner), its role and the role's codes. */
export interface GrantCandidate {
  locationId: string | null;
  roleId: string;
  codes: string[] | null;
}

/**
 * SQL for the grants a user holds at a partner that can apply now: active grants of an active role of an active
 * partner, as a JSON array of candidates (null when none). A fragment, so the session read of every partner-area
 * call takes it in the same statement (issue 30: one round trip fewer per call) and sign-in reads the same rule.
 */
export function grantCandidatesSql(userId: SQLWrapper, partnerId: SQLWrapper): SQL<GrantCandidate[] | null> {
  // Aliased and qualified throughout: drizzle writes a column of a one-table query unqualified, and an unqualified
  // user_id here would bind to the grant's own column instead of the caller's.
  return sql<GrantCandidate[] | null>`(select json_agg(json_build_object(
      'locationId', rl_g.location_id,
      'roleId', rl_r.id,
      'codes', (select array_agg(rl_rp.code) from role_permissions rl_rp
                where rl_rp.role_id = rl_r.id and rl_rp.partner_id = rl_p.id)))
    from grants rl_g
    join partners rl_p on rl_p.id = rl_g.partner_id
    join roles rl_r on rl_r.id = rl_g.role_id and rl_r.partner_id = rl_g.partner_id
    where rl_g.user_id = ${userId} and rl_g.partner_id = ${partnerId}
      and rl_p.active and rl_r.active)`;
}

/** SQL: whether `locationId` is an active location of `partnerId` (a null location is no location). */
export function openLocationSql(locationId: SQLWrapper, partnerId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from locations rl_l where rl_l.id = ${locationId}
    and rl_l.partner_id = ${partnerId} and rl_l.active)`;
}

/**
 * The grant a call runs under, from the candidates: at a location (which must be open) its own grant wins, and a
 * partner-level grant opens every location of the partner; null when none applies.
 */
export function chooseGrant(
  candidates: readonly GrantCandidate[] | null,
  locationId: string | null,
  locationOpen: boolean,
): { roleId: string; permissions: PermissionSet } | null {
  if (locationId && !locationOpen) return null;
  const list = candidates ?? [];
  const chosen =
    (locationId && list.find((grant) => grant.locationId === locationId)) ||
    list.find((grant) => grant.locationId === null);
  if (!chosen) return null;
  return { roleId: chosen.roleId, permissions: partnerPermissionSet(chosen.codes ?? []) };
}

/**
 * The grant a user enters a partner (or one active location of it) with, read now, by `chooseGrant`'s rule on
 * `grantCandidatesSql`'s candidates. Sign-in and every later partner-area call use this same rule (the calls read
 * it with their session, auth.plugin.ts), so deactivating a role, changing its permissions or revoking a grant
 * takes effect on the next call. Here the partner, role and location rows come with it, for sign-in's messages.
 */
export async function partnerGrant(
  db: Db,
  userId: string,
  partnerId: string,
  locationId: string | null,
): Promise<PartnerGrant | null> {
  const user = sql`${userId}::uuid`;
  const partner = sql`${partnerId}::uuid`;
  const [read] = await db
    .select({
      candidates: grantCandidatesSql(user, partner),
      locationOpen: locationId ? openLocationSql(sql`${locationId}::uuid`, partner) : sql<boolean>`false`,
    })
    .from(sql`(select 1) as one`);
  const chosen = chooseGrant(read?.candidates ?? null, locationId, read?.locationOpen ?? false);
  if (!chosen) return null;
  const [rows] = await db
    .select({ partner: partners, role: roles })
    .from(roles)
    .innerJoin(partners, eq(partners.id, roles.partnerId))
    .where(eq(roles.id, chosen.roleId));
  if (!rows) return null;
  const location = locationId
    ? ((await db.select().from(locations).where(eq(locations.id, locationId)))[0] ?? null)
    : null;
  return { partner: rows.partner, role: rows.role, location, permissions: chosen.permissions };
}
