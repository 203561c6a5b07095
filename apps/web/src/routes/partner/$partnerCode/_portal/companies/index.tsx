import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CompaniesScreen } from '../../../../../features/companies/CompaniesScreen';
import { listSearch, type ListSearch } from '../../../../../features/lists/list-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/')({
  validateSearch: listSearch,
  component: function CompaniesRoute() {
    const { partnerCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <CompaniesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
