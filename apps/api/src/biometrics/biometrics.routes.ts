import type { FastifyInstance } from 'fastify';
import type { TenantContext } from '../files/tenant-context';
import type { SecretBox } from '../secrets/secret-box';
import { agentRoutes } from './agent-routes';
import { completionRoutes } from './completion.routes';
import { printRoutes } from './print.routes';
import { transactionRoutes } from './transaction.routes';
import { oriRoutes } from './verify-ori';

export interface BiometricsContext extends TenantContext {
  secretBox: SecretBox;
  /** Where browsers reach the device agent (AGENT_URL); the default agent port when absent. */
  agentOrigin?: string;
}

/**
 * Biometric transactions of the partner area, one route file per concern: the transaction (list, saves, detail,
 * SSN reveal), its prints and annotations, its completion and recapture, the ORI check, the device agent's release
 * and logs. The EFT file and the documents of a transaction are eft-files/ and documents/.
 */
export async function biometricsRoutes(app: FastifyInstance, context: BiometricsContext) {
  await agentRoutes(app, context);
  await oriRoutes(app, context);
  await transactionRoutes(app, context);
  await printRoutes(app, context);
  await completionRoutes(app, context);
}
