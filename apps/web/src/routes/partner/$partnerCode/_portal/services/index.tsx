import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { ServicesScreen } from '../../../../../features/services/ServicesScreen';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/')({
  validateSearch: listSearch,
  component: function ServicesRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <ServicesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
