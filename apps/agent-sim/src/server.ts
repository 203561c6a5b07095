import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { AgentConfig } from './config';

export const AGENT_VERSION = '0.1.0';

/** The device agent simulator: the same HTTP surface as the agent on an operator's machine. */
export async function buildAgentServer(
  config: Pick<AgentConfig, 'corsOrigins'>,
  logger?: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify(logger ? { loggerInstance: logger } : { logger: false });
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] });
  app.get('/ping', async () => ({ status: 'ok', agent: 'ridgeline-agent-sim', version: AGENT_VERSION }));
  return app;
}
