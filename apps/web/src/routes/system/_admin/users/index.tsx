import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch, type ListSearch } from '../../../../features/lists/list-search';
import { SystemUsersScreen } from '../../../../features/system-users/SystemUsersScreen';

export const Route = createFileRoute('/system/_admin/users/')({
  validateSearch: listSearch,
  component: SystemUsersRoute,
});

function SystemUsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  return <SystemUsersScreen search={search} onSearch={onSearch} />;
}
