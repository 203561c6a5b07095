import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { usePortalSearch } from '../../../../../features/lists/use-portal-search';
import { LocationsScreen } from '../../../../../features/locations/LocationsScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/')({
  validateSearch: listSearch,
  component: function LocationsRoute() {
    return <LocationsScreen {...usePortalSearch(Route)} />;
  },
});
