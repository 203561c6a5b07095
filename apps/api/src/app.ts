import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { healthRoutes } from './health/health.routes';
import { securityHeadersPlugin } from './security/security-headers.plugin';
import { webAppPlugin } from './web-app/web-app.plugin';

export interface AppDependencies {
  config: Pick<ApiConfig, 'webDistDir'> & Partial<Pick<ApiConfig, 'agentOrigin'>>;
  database: Database;
  /** A pino logger; tests leave it out and get no logs. */
  logger?: FastifyBaseLogger;
}

export async function buildApp({ config, database, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ ...(logger ? { loggerInstance: logger } : { logger: false }), trustProxy: true });
  await app.register(securityHeadersPlugin, { agentOrigin: config.agentOrigin ?? 'http://localhost:8080' });
  await app.register(healthRoutes, { database });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
