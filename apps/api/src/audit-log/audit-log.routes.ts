import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { contractRoute } from '../http/contract-route';
import { searchAuditLog, type AuditLogSearch } from './audit-log-repository';

/** The audit log for administrators: sign-ins, failures, locks (`ACCOUNT_LOCKED`), password changes, logouts. */
export async function auditLogRoutes(app: FastifyInstance, { db }: AuthContext) {
  contractRoute<AuditLogSearch>(app, 'POST', '/system/v1/audit-logs/search', async (request) =>
    searchAuditLog(db, request.body, null),
  );

  // A partner's administrators read their own partner's trail (x-session: partner-level: the trail is the partner's).
  contractRoute<AuditLogSearch>(
    app,
    'POST',
    '/partner/v1/audit-logs/search',
    async (request, _reply, access) => {
      return searchAuditLog(db, { ...request.body, partnerId: undefined }, access.scope.partnerId);
    },
  );
}
