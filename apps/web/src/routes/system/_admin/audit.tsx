import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditSearchSchema } from '../../../features/audit-trail/audit-search';
import { AuditTrailScreen } from '../../../features/audit-trail/AuditTrailScreen';

export const Route = createFileRoute('/system/_admin/audit')({
  validateSearch: (search) => v.parse(auditSearchSchema, search),
  component: SystemAuditRoute,
});

function SystemAuditRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AuditTrailScreen
      scope={{ kind: 'system' }}
      search={search}
      onSearchChange={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }) })}
    />
  );
}
