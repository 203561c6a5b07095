import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditSearchSchema } from '../../../../features/audit-trail/audit-search';
import { AuditTrailScreen } from '../../../../features/audit-trail/AuditTrailScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/audit')({
  validateSearch: (search) => v.parse(auditSearchSchema, search),
  component: PartnerAuditRoute,
});

function PartnerAuditRoute() {
  const { partnerCode } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AuditTrailScreen
      scope={{ kind: 'partner', portal: { kind: 'partner', code: partnerCode } }}
      search={search}
      onSearchChange={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }) })}
    />
  );
}
