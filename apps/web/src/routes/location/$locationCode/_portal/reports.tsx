import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { reportScreenSearch, type ReportScreenSearch } from '../../../../features/reports/report-search';
import { ReportsScreen } from '../../../../features/reports/ReportsScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/reports')({
  validateSearch: reportScreenSearch,
  component: function LocationReportsRoute() {
    const { locationCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ReportScreenSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <ReportsScreen portal={{ kind: 'location', code: locationCode }} search={search} onSearch={onSearch} />
    );
  },
});
