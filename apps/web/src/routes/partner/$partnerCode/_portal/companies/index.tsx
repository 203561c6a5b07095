import { createFileRoute } from '@tanstack/react-router';
import { CompaniesScreen } from '../../../../../features/companies/CompaniesScreen';
import { listSearch } from '../../../../../features/lists/list-search';
import { usePortalSearch } from '../../../../../features/lists/use-portal-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/')({
  validateSearch: listSearch,
  component: function CompaniesRoute() {
    return <CompaniesScreen {...usePortalSearch(Route)} />;
  },
});
