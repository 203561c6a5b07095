import { createFileRoute } from '@tanstack/react-router';
import { usePortalSearch } from '../../../../features/lists/use-portal-search';
import { UsersScreen } from '../../../../features/users/UsersScreen';
import { usersSearch } from '../../../../features/users/users-search';

export const Route = createFileRoute('/location/$locationCode/_portal/user')({
  validateSearch: usersSearch,
  component: function UsersRoute() {
    return <UsersScreen {...usePortalSearch(Route)} />;
  },
});
