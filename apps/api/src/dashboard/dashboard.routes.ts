import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { grants, locations, partners, users } from '../db/schema';
import { contractRoute } from '../http/contract-route';
import { systemDashboardCharts } from './system-dashboard-charts';

const count = sql<number>`count(*)::int`;
const distinctUsers = sql<number>`count(distinct ${grants.userId})::int`;

/** The figures available so far on the system, partner and location dashboards. */
export async function dashboardRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;

  contractRoute(app, 'GET', '/system/v1/dashboard', async () => {
    const [p] = await db.select({ n: count }).from(partners).where(eq(partners.active, true));
    const [l] = await db.select({ n: count }).from(locations).where(eq(locations.active, true));
    const [u] = await db.select({ n: count }).from(users).where(eq(users.realm, 'portal'));
    const [s] = await db.select({ n: count }).from(users).where(eq(users.realm, 'system'));
    return { data: { partners: p?.n ?? 0, locations: l?.n ?? 0, users: u?.n ?? 0, systemUsers: s?.n ?? 0 } };
  });

  contractRoute(app, 'GET', '/system/v1/dashboard/charts', async () => ({
    data: await systemDashboardCharts(db, context.now()),
  }));

  contractRoute(app, 'GET', '/partner/v1/dashboard', async (_request, _reply, access) => {
    const { partnerId, locationId } = access.scope;
    if (locationId) {
      const [u] = await db
        .select({ n: distinctUsers })
        .from(grants)
        .where(
          and(
            eq(grants.partnerId, partnerId),
            or(eq(grants.locationId, locationId), isNull(grants.locationId)),
          ),
        );
      return { data: { partners: 1, locations: 1, users: u?.n ?? 0 } };
    }
    const [l] = await db
      .select({ n: count })
      .from(locations)
      .where(and(eq(locations.partnerId, partnerId), eq(locations.active, true)));
    const [u] = await db.select({ n: distinctUsers }).from(grants).where(eq(grants.partnerId, partnerId));
    return { data: { partners: 1, locations: l?.n ?? 0, users: u?.n ?? 0 } };
  });
}
