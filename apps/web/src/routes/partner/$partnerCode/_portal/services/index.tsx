import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../../features/lists/list-search';
import { usePortalSearch } from '../../../../../features/lists/use-portal-search';
import { ServicesScreen } from '../../../../../features/services/ServicesScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/')({
  validateSearch: listSearch,
  component: function ServicesRoute() {
    return <ServicesScreen {...usePortalSearch(Route)} />;
  },
});
