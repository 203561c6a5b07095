import { createFileRoute } from '@tanstack/react-router';
import { useUrlSearch } from '../../../../features/lists/use-url-search';
import { UsersScreen } from '../../../../features/users/UsersScreen';
import { usersSearch } from '../../../../features/users/users-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/user')({
  validateSearch: usersSearch,
  component: function UsersRoute() {
    const { partnerCode } = Route.useParams();
    return <UsersScreen portal={{ kind: 'partner', code: partnerCode }} {...useUrlSearch(Route)} />;
  },
});
