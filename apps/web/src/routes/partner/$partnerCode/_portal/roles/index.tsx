import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { RolesScreen } from '../../../../../features/roles/RolesScreen';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/')({
  validateSearch: listSearch,
  component: function RolesRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <RolesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
