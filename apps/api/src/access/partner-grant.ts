import { and, eq } from 'drizzle-orm';
import type { PermissionSet } from '@ridgeline/domain';
import type { Db } from '../db/database';
import { locations, rolePermissions } from '../db/schema';
import { partnerPermissionSet } from './permission-catalogue';
import { activeGrants } from './user-access';

/** The answer when a user has no (longer any) grant for the partner or location of the call. */
export const NO_ACCESS = 'You do not have access to this partner or location';

type GrantRow = Awaited<ReturnType<typeof activeGrants>>[number];

export interface PartnerGrant {
  partner: GrantRow['partner'];
  role: GrantRow['role'];
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
  const here = (await activeGrants(db, userId)).filter((row) => row.partner.id === partnerId);
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
  const codes = await db
    .select({ code: rolePermissions.code })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, chosen.role.id), eq(rolePermissions.partnerId, partnerId)));
  return {
    partner: chosen.partner,
    role: chosen.role,
    location,
    permissions: partnerPermissionSet(codes.map((row) => row.code)),
  };
}
