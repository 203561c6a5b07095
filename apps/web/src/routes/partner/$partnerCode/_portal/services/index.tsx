import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch, type ListSearch } from '../../../../../features/lists/list-search';
import { ServicesScreen } from '../../../../../features/services/ServicesScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/')({
  validateSearch: listSearch,
  component: function ServicesRoute() {
    const { partnerCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <ServicesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
