import { and, eq, sql } from 'drizzle-orm';
import type { PermissionSet } from '@ridgeline/domain';
import type { Db } from '../db/database';
import { grants, locations, partners, rolePermissions, roles } from '../db/schema';
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

/**
 * The grant a user enters a partner (or one active location of it) with, read now: an active grant of an active
 * role of an active partner. At a location its own grant wins; a partner-level grant opens every location of the
 * partner. Null when none applies. Sign-in and every later partner-area call use this same rule, so deactivating a
 * role, changing its permissions or revoking a grant takes effect on the next call.
 */
export async function partnerGrant(
  db: Db,
  userId: string,
  partnerId: string,
  locationId: string | null,
): Promise<PartnerGrant | null> {
  // One round trip for the grants and their roles' codes: this runs on every partner-area call (issue 30).
  const here = await db
    .select({
      grant: grants,
      partner: partners,
      role: roles,
      codes: sql<
        string[] | null
      >`(select array_agg(${rolePermissions.code}) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.partnerId} = ${partners.id})`,
    })
    .from(grants)
    .innerJoin(partners, eq(partners.id, grants.partnerId))
    .innerJoin(roles, and(eq(roles.id, grants.roleId), eq(roles.partnerId, grants.partnerId)))
    .where(
      and(
        eq(grants.userId, userId),
        eq(grants.partnerId, partnerId),
        eq(partners.active, true),
        eq(roles.active, true),
      ),
    );
  let location: PartnerGrant['location'] = null;
  if (locationId) {
    [location = null] = await db
      .select()
      .from(locations)
      .where(
        and(eq(locations.id, locationId), eq(locations.partnerId, partnerId), eq(locations.active, true)),
      );
    if (!location) return null;
  }
  const chosen =
    (locationId && here.find((row) => row.grant.locationId === locationId)) ||
    here.find((row) => row.grant.locationId === null);
  if (!chosen) return null;
  return {
    partner: chosen.partner,
    role: chosen.role,
    location,
    permissions: partnerPermissionSet(chosen.codes ?? []),
  };
}
