import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../auth/auth.plugin';
import { fastifyPath, operationSchema } from '../openapi/operation-schema';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Registers the handler of one contract operation: the path as written in openapi/, the request validated
 * against the operation's schema, and the protection every area route must declare.
 */
export function contractRoute<
  Body = unknown,
  Params = Record<string, string>,
  Query = Record<string, unknown>,
>(
  app: FastifyInstance,
  method: Method,
  openapiPath: string,
  auth: RouteAuth,
  handler: (
    request: FastifyRequest<{ Body: Body; Params: Params; Querystring: Query }>,
    reply: FastifyReply,
  ) => Promise<unknown>,
): void {
  app.route<{ Body: Body; Params: Params; Querystring: Query }>({
    method,
    url: fastifyPath(openapiPath),
    schema: operationSchema(method, openapiPath),
    config: { auth },
    handler,
  });
}
