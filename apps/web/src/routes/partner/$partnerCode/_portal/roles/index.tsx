import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch, type ListSearch } from '../../../../../features/lists/list-search';
import { RolesScreen } from '../../../../../features/roles/RolesScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/')({
  validateSearch: listSearch,
  component: function RolesRoute() {
    const { partnerCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <RolesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
