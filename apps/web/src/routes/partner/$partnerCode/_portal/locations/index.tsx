import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { LocationsScreen } from '../../../../../features/locations/LocationsScreen';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/')({
  validateSearch: listSearch,
  component: function LocationsRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <LocationsScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
