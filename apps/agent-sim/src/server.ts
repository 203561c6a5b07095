import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PRINTERS, type AgentConfig } from './config';
import { agentOperations } from './contract/agent-document';
import { AgentError, deviceDisconnected, internalError, invalidFinger } from './errors/agent-error';
import { FaultInjector } from './faults/fault-injector';
import type { AgentContext, OperationHandlers } from './routes/agent-context';
import { applicantHandlers } from './routes/applicant-handlers';
import { applicantsHandlers } from './routes/applicants-handlers';
import { captureHandlers } from './routes/capture-handlers';
import { AGENT_VERSION, deviceHandlers } from './routes/device-handlers';
import { sessionHandlers } from './routes/session-handlers';
import { simulatorHandlers } from './routes/simulator-handlers';
import { PrintPool } from './prints/print-pool';
import { PrintFactory } from './sessions/print-factory';
import { SessionStore } from './sessions/session-store';

export { AGENT_VERSION };

/** Calls a disconnected scanner still answers: they report the disconnection or end it. */
const ANSWER_WHEN_DISCONNECTED = new Set(['ping', 'getDeviceStatus', 'getDeviceInfo', 'reconnectDevice']);
const SIMULATOR_CONTROL = new Set(['setSimulatorFaults', 'clearSimulatorFaults']);
/** Request fields that carry a finger code: a bad value there is the agent's `Invalid finger`. */
const FINGER_FIELDS = /(^|\/)(finger|code|codes)(\/|$)/;
const LOG_LINES = 500;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

function validationError(error: FastifyError): AgentError {
  const issues = error.validation ?? [];
  const aboutFinger = issues.some(
    (issue) =>
      FINGER_FIELDS.test(issue.instancePath) ||
      (error.validationContext === 'params' && issue.instancePath === '/code'),
  );
  if (aboutFinger) return invalidFinger();
  return new AgentError(400, 'INVALID_REQUEST', error.message);
}

/** The names the simulator answers to (the Host header, without its port). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The device agent simulator: the same HTTP surface as the agent on an operator's machine. */
export async function buildAgentServer(
  config: Pick<AgentConfig, 'corsOrigins'> & Partial<Pick<AgentConfig, 'dataDir' | 'printers' | 'workers'>>,
  logger?: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Photographs and signatures arrive as data URLs in JSON.
    bodyLimit: 20 * 1024 * 1024,
  });
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] });

  const pool = config.workers ? new PrintPool(config.workers) : undefined;
  if (pool) app.addHook('onClose', () => pool.close());
  const context: AgentContext = {
    config: {
      corsOrigins: config.corsOrigins,
      dataDir: config.dataDir ?? path.join(tmpdir(), 'ridgeline-agent-sim'),
      printers: config.printers ?? DEFAULT_PRINTERS.map((name, index) => ({ name, isDefault: index === 0 })),
    },
    sessions: new SessionStore(),
    faults: new FaultInjector(),
    prints: new PrintFactory(pool),
    applicants: new Map(),
    log: [],
  };
  const handlers: OperationHandlers = {
    ...sessionHandlers(context),
    ...captureHandlers(context),
    ...applicantHandlers(context),
    ...deviceHandlers(context),
    ...applicantsHandlers(context),
    ...simulatorHandlers(context),
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const agentError =
      error instanceof AgentError
        ? error
        : error.validation
          ? validationError(error)
          : error.statusCode !== undefined && error.statusCode < 500
            ? new AgentError(error.statusCode, error.code || 'BAD_REQUEST', error.message)
            : internalError();
    if (agentError.statusCode >= 500 && !(error instanceof AgentError)) request.log.error(error);
    return reply.code(agentError.statusCode).send(agentError.toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `No agent operation ${request.method} ${request.url}` }),
  );

  // A DNS-rebinding page reaches this loopback port under its own name: the Host header then names that page's
  // domain, so every call (GETs with applicant data included) must name one of the simulator's loopback names.
  app.addHook('onRequest', async (request) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
    if (!LOOPBACK_NAMES.has(name)) {
      throw new AgentError(403, 'FORBIDDEN_HOST', 'The agent answers only to localhost, 127.0.0.1 and [::1]');
    }
  });

  // CORS only hides answers; a body-less POST (`/exit`, `/stop-capture`, `/device/reconnect`) from any web page
  // would still act. State-changing calls that name an origin must come from an allowed one.
  const allowedOrigins = new Set(config.corsOrigins);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (STATE_CHANGING.has(request.method) && origin !== undefined && !allowedOrigins.has(origin)) {
      throw new AgentError(403, 'FORBIDDEN_ORIGIN', `Calls from ${origin} are not allowed`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId === undefined || SIMULATOR_CONTROL.has(operationId)) return;
    const delay = context.faults.takeDelay();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (context.faults.take('http500')) throw internalError();
    if (!ANSWER_WHEN_DISCONNECTED.has(operationId) && context.faults.take('disconnect'))
      throw deviceDisconnected();
  });
  app.addHook('onResponse', async (request, reply) => {
    context.log.push(
      `${new Date().toISOString()} ${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)}ms`,
    );
    if (context.log.length > LOG_LINES) context.log.splice(0, context.log.length - LOG_LINES);
  });

  for (const operation of agentOperations()) {
    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`no handler for the contract's operation ${operation.operationId}`);
    app.route({
      method: operation.method,
      url: operation.route,
      schema: operation.schema,
      config: { operationId: operation.operationId },
      ...(operation.schema.body && !operation.bodyRequired
        ? {
            preValidation: async (request) => {
              if (request.body === undefined || request.body === null) request.body = {};
            },
          }
        : {}),
      handler,
    });
  }
  return app;
}
