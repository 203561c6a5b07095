import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { grants, locations, partners, roles } from '../db/schema';

type PartnerRow = typeof partners.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

export function accessiblePartner(partner: PartnerRow) {
  return { companyLogo: partner.companyLogo, code: partner.code, legalName: partner.legalName };
}

export function accessibleLocation(location: LocationRow, partner: PartnerRow) {
  return {
    name: location.displayName,
    companyLogo: location.image ?? partner.companyLogo,
    address: { addressLineOne: location.addressLineOne, city: location.city },
    code: location.code,
    partnerId: partner.id,
    partnerCode: partner.code,
  };
}

/** The active grants of a user whose role and partner are active. */
export async function activeGrants(db: Db, userId: string) {
  return db
    .select({ grant: grants, partner: partners, role: roles })
    .from(grants)
    .innerJoin(partners, eq(partners.id, grants.partnerId))
    .innerJoin(roles, and(eq(roles.id, grants.roleId), eq(roles.partnerId, grants.partnerId)))
    .where(and(eq(grants.userId, userId), eq(partners.active, true), eq(roles.active, true)));
}

/**
 * The partners and locations a user may enter: a partner-level grant opens the partner and every active location
 * of it; a location-level grant opens that location only.
 */
export async function userAccess(db: Db, userId: string) {
  const rows = await activeGrants(db, userId);
  const partnerMap: Record<string, ReturnType<typeof accessiblePartner>> = {};
  const locationMap: Record<string, ReturnType<typeof accessibleLocation>> = {};
  const partnerById = new Map(rows.map((row) => [row.partner.id, row.partner]));
  const partnerLevel = rows.filter((row) => row.grant.locationId === null).map((row) => row.partner.id);
  const locationLevel = rows.flatMap((row) => (row.grant.locationId ? [row.grant.locationId] : []));
  for (const id of partnerLevel) {
    const partner = partnerById.get(id);
    if (partner) partnerMap[id] = accessiblePartner(partner);
  }
  const conditions = [];
  if (partnerLevel.length > 0) conditions.push(inArray(locations.partnerId, partnerLevel));
  if (locationLevel.length > 0) conditions.push(inArray(locations.id, locationLevel));
  for (const condition of conditions) {
    const found = await db
      .select()
      .from(locations)
      .where(and(condition, eq(locations.active, true)));
    for (const location of found) {
      const partner = partnerById.get(location.partnerId);
      if (partner) locationMap[location.id] = accessibleLocation(location, partner);
    }
  }
  return { partners: partnerMap, locations: locationMap };
}
