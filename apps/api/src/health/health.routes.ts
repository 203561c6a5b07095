import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { contractRoute } from '../http/contract-route';
import { pingDatabase } from './health-repository';

/** Liveness and readiness in one: 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  contractRoute(app, 'GET', '/healthz', async (_request, reply) => {
    try {
      await pingDatabase(database.db);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
