import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { auditSearchBody, type AuditSearch } from '../audit-search';

/** The whole trail (system) or one partner's own (portal). */
export type AuditScope = { kind: 'system' } | { kind: 'partner'; portal: PortalRef };

export const auditKeys = {
  search: (scope: AuditScope, search: AuditSearch) =>
    ['audit-log', scope.kind === 'system' ? 'system' : scope.portal.code, search] as const,
};

export const auditLogQuery = (scope: AuditScope, search: AuditSearch) =>
  queryOptions({
    queryKey: auditKeys.search(scope, search),
    queryFn: async () => {
      const body = auditSearchBody(search);
      return scope.kind === 'system'
        ? unwrap(systemClient().POST('/system/v1/audit-logs/search', { body }))
        : unwrap(partnerClient(scope.portal).POST('/partner/v1/audit-logs/search', { body }));
    },
    placeholderData: keepPreviousData,
  });
