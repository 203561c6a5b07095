import { createFileRoute } from '@tanstack/react-router';
import { usePortalSearch } from '../../../../features/lists/use-portal-search';
import { ReportsScreen } from '../../../../features/reports/ReportsScreen';
import { reportScreenSearch } from '../../../../features/reports/report-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/reports')({
  validateSearch: reportScreenSearch,
  component: function ReportsRoute() {
    return <ReportsScreen {...usePortalSearch(Route)} />;
  },
});
