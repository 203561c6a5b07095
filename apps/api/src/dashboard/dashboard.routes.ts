import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { contractRoute } from '../http/contract-route';
import { systemFigures, tenantFigures } from './dashboard-repository';
import { systemDashboardCharts } from './system-dashboard-charts';

/** The figures available so far on the system, partner and location dashboards. */
export async function dashboardRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;

  contractRoute(app, 'GET', '/system/v1/dashboard', async () => ({ data: await systemFigures(db) }));

  contractRoute(app, 'GET', '/system/v1/dashboard/charts', async () => ({
    data: await systemDashboardCharts(db, context.now()),
  }));

  contractRoute(app, 'GET', '/partner/v1/dashboard', async (_request, _reply, access) => ({
    data: await tenantFigures(db, access.scope),
  }));
}
