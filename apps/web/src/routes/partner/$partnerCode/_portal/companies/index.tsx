import { createFileRoute } from '@tanstack/react-router';
import { CompaniesScreen } from '../../../../../features/companies/CompaniesScreen';
import { listSearch } from '../../../../../features/lists/list-search';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/')({
  validateSearch: listSearch,
  component: function CompaniesRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <CompaniesScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
