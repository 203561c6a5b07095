import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { usePortalSearch } from '../../../../../features/lists/use-portal-search';
import { RolesScreen } from '../../../../../features/roles/RolesScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/')({
  validateSearch: listSearch,
  component: function RolesRoute() {
    return <RolesScreen {...usePortalSearch(Route)} />;
  },
});
