import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../features/lists/list-search';
import { SystemUsersScreen } from '../../../../features/system-users/SystemUsersScreen';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/system/_admin/users/')({
  validateSearch: listSearch,
  component: function SystemUsersRoute() {
    return <SystemUsersScreen {...useUrlSearch(Route)} />;
  },
});
