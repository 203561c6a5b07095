import { createFileRoute } from '@tanstack/react-router';
import { reportScreenSearch } from '../../../../features/reports/report-search';
import { ReportsScreen } from '../../../../features/reports/ReportsScreen';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/location/$locationCode/_portal/reports')({
  validateSearch: reportScreenSearch,
  component: function LocationReportsRoute() {
    const { locationCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <ReportsScreen portal={{ kind: 'location', code: locationCode }} search={search} onSearch={onSearch} />
    );
  },
});
