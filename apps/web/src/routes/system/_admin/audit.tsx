import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditSearchSchema } from '../../../features/audit-trail/audit-search';
import { AuditTrailScreen } from '../../../features/audit-trail/AuditTrailScreen';
import { useSearchChange } from '../../../features/lists/use-search-change';

export const Route = createFileRoute('/system/_admin/audit')({
  validateSearch: (search) => v.parse(auditSearchSchema, search),
  component: function SystemAuditRoute() {
    return <AuditTrailScreen scope={{ kind: 'system' }} {...useSearchChange(Route)} />;
  },
});
