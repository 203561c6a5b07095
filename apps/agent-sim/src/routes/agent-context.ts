import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Applicant } from '@ridgeline/device-agent-client';
import type { AgentConfig } from '../config';
import type { FaultInjector } from '../faults/fault-injector';
import type { PrintFactory } from '../sessions/print-factory';
import type { SessionStore } from '../sessions/session-store';

/** The simulator's state, shared by the handlers of every operation. */
export interface AgentContext {
  readonly config: Pick<AgentConfig, 'corsOrigins' | 'dataDir' | 'printers'>;
  readonly sessions: SessionStore;
  readonly faults: FaultInjector;
  readonly prints: PrintFactory;
  readonly applicants: Map<string, Applicant>;
  /** The agent log served by GET /logs, newest last. */
  readonly log: string[];
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by the contract's operationId. */
export type OperationHandlers = Record<string, OperationHandler>;

export function pathParam(request: FastifyRequest, name: string): string {
  const params = request.params as Record<string, string | undefined>;
  return params[name] ?? '';
}
