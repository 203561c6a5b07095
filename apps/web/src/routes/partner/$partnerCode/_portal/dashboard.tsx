import { createFileRoute } from '@tanstack/react-router';
import { portalDashboardQueryOptions } from '../../../../features/dashboard/api/get-portal-dashboard';
import { PortalDashboard } from '../../../../features/dashboard/PortalDashboard';

export const Route = createFileRoute('/partner/$partnerCode/_portal/dashboard')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(portalDashboardQueryOptions({ kind: 'partner', code: params.partnerCode })),
  component: function PartnerDashboard() {
    const { partnerCode } = Route.useParams();
    return <PortalDashboard portal={{ kind: 'partner', code: partnerCode }} />;
  },
});
