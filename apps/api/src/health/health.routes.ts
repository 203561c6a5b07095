import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contractRoute } from '../http/contract-route';

/** Liveness and readiness in one: 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  contractRoute(app, 'GET', '/healthz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
