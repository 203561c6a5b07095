import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch, type ListSearch } from '../../../../features/lists/list-search';
import { UsersScreen, type UsersTab } from '../../../../features/users/UsersScreen';

const TABS: readonly UsersTab[] = ['users', 'permissions', 'invited'];

export const Route = createFileRoute('/location/$locationCode/_portal/user')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...listSearch(search),
    tab: TABS.find((tab) => tab === search['tab']) ?? ('users' as UsersTab),
  }),
  component: function UsersRoute() {
    const { locationCode } = Route.useParams();
    const { tab, ...search } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ListSearch> & { tab?: UsersTab }) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <UsersScreen
        portal={{ kind: 'location', code: locationCode }}
        tab={tab}
        search={search}
        onSearch={onSearch}
      />
    );
  },
});
