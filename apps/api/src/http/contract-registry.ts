import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/database';
import { isApiPath } from './api-path';

/**
 * Makes contractRoute (contract-route.ts) the only way an API route is registered: a route under the API paths
 * without the registrar's mark stops the app from starting. Registered before every route plugin.
 */
async function contractRegistry(
  app: FastifyInstance,
  { db, now, publicCallsPerSource }: { db: Db; now: Clock; publicCallsPerSource: number },
) {
  app.decorate('accessDb', db);
  app.decorate('publicCallsPerSource', publicCallsPerSource);
  app.decorateRequest('publicTenant', null);
  app.decorate('accessClock', now);
  app.decorateRequest('partnerAccess', null);
  app.decorateRequest('audit', async () => {
    throw new Error('request.audit exists on routes registered through contractRoute only');
  });
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    if (!route.config?.contract) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${methods} ${route.url} was registered without contractRoute (apps/api/src/http/contract-route.ts)`,
      );
    }
  });
}

export const contractRegistryPlugin = fp(contractRegistry, { name: 'contract-registry' });
