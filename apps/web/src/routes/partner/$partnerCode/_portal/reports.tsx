import { createFileRoute } from '@tanstack/react-router';
import { reportScreenSearch } from '../../../../features/reports/report-search';
import { ReportsScreen } from '../../../../features/reports/ReportsScreen';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/reports')({
  validateSearch: reportScreenSearch,
  component: function PartnerReportsRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <ReportsScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
