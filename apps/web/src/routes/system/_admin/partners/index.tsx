import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch, type ListSearch } from '../../../../features/lists/list-search';
import { PartnersScreen } from '../../../../features/partners/PartnersScreen';

export const Route = createFileRoute('/system/_admin/partners/')({
  validateSearch: listSearch,
  component: PartnersRoute,
});

function PartnersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  return <PartnersScreen search={search} onSearch={onSearch} />;
}
