import { createFileRoute } from '@tanstack/react-router';
import { useUrlSearch } from '../../../features/lists/use-url-search';
import { RejectAnalyticsScreen } from '../../../features/reject-analytics/RejectAnalyticsScreen';
import { rejectScreenSearch } from '../../../features/reject-analytics/reject-search';

export const Route = createFileRoute('/system/_admin/reject-analytics')({
  validateSearch: rejectScreenSearch,
  component: function SystemRejectAnalyticsRoute() {
    return <RejectAnalyticsScreen area={{ kind: 'system' }} {...useUrlSearch(Route)} />;
  },
});
