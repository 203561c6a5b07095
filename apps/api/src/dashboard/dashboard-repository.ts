import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { grants, locations, partners, users } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { COUNT_ROWS } from '../search/search-page';

const distinctUsers = { n: sql<number>`count(distinct ${grants.userId})::int` };

/** The system dashboard's figures: active partners and locations, portal and system users. */
export async function systemFigures(db: Db) {
  const [p] = await db.select(COUNT_ROWS).from(partners).where(eq(partners.active, true));
  const [l] = await db.select(COUNT_ROWS).from(locations).where(eq(locations.active, true));
  const [u] = await db.select(COUNT_ROWS).from(users).where(eq(users.realm, 'portal'));
  const [s] = await db.select(COUNT_ROWS).from(users).where(eq(users.realm, 'system'));
  return { partners: p?.n ?? 0, locations: l?.n ?? 0, users: u?.n ?? 0, systemUsers: s?.n ?? 0 };
}

/**
 * A partner's or a location's dashboard figures: its active locations and the users granted there (a location
 * counts its own users and the partner-level ones).
 */
export async function tenantFigures(db: Db, scope: TenantScope) {
  const { partnerId, locationId } = scope;
  if (locationId) {
    const [u] = await db
      .select(distinctUsers)
      .from(grants)
      .where(
        and(
          eq(grants.partnerId, partnerId),
          or(eq(grants.locationId, locationId), isNull(grants.locationId)),
        ),
      );
    return { partners: 1, locations: 1, users: u?.n ?? 0 };
  }
  const [l] = await db
    .select(COUNT_ROWS)
    .from(locations)
    .where(and(eq(locations.partnerId, partnerId), eq(locations.active, true)));
  const [u] = await db.select(distinctUsers).from(grants).where(eq(grants.partnerId, partnerId));
  return { partners: 1, locations: l?.n ?? 0, users: u?.n ?? 0 };
}
