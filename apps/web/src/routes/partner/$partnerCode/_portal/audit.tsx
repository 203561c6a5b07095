import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditSearchSchema } from '../../../../features/audit-trail/audit-search';
import { AuditTrailScreen } from '../../../../features/audit-trail/AuditTrailScreen';
import { useSearchChange } from '../../../../features/lists/use-search-change';
import { usePortal } from '../../../../features/session/portal-page';

export const Route = createFileRoute('/partner/$partnerCode/_portal/audit')({
  validateSearch: (search) => v.parse(auditSearchSchema, search),
  component: function PartnerAuditRoute() {
    return <AuditTrailScreen scope={{ kind: 'partner', portal: usePortal() }} {...useSearchChange(Route)} />;
  },
});
