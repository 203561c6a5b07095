import { createFileRoute } from '@tanstack/react-router';
import { useUrlSearch } from '../../../../features/lists/use-url-search';
import { UsersScreen } from '../../../../features/users/UsersScreen';
import { usersSearch } from '../../../../features/users/users-search';

export const Route = createFileRoute('/location/$locationCode/_portal/user')({
  validateSearch: usersSearch,
  component: function UsersRoute() {
    const { locationCode } = Route.useParams();
    return <UsersScreen portal={{ kind: 'location', code: locationCode }} {...useUrlSearch(Route)} />;
  },
});
