import { createFileRoute } from '@tanstack/react-router';
import { portalDashboardQueryOptions } from '../../../../features/dashboard/api/get-portal-dashboard';
import { PortalDashboard } from '../../../../features/dashboard/PortalDashboard';

export const Route = createFileRoute('/location/$locationCode/_portal/dashboard')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(portalDashboardQueryOptions({ kind: 'location', code: params.locationCode })),
  component: function LocationDashboard() {
    const { locationCode } = Route.useParams();
    return <PortalDashboard portal={{ kind: 'location', code: locationCode }} />;
  },
});
