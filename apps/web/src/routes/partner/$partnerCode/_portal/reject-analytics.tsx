import { createFileRoute } from '@tanstack/react-router';
import { usePortalSearch } from '../../../../features/lists/use-portal-search';
import { RejectAnalyticsScreen } from '../../../../features/reject-analytics/RejectAnalyticsScreen';
import { rejectScreenSearch } from '../../../../features/reject-analytics/reject-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/reject-analytics')({
  validateSearch: rejectScreenSearch,
  component: function RejectAnalyticsRoute() {
    const { portal, ...state } = usePortalSearch(Route);
    return <RejectAnalyticsScreen area={{ kind: 'portal', portal }} {...state} />;
  },
});
