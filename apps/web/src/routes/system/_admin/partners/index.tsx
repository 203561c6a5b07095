import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../../features/lists/list-search';
import { PartnersScreen } from '../../../../features/partners/PartnersScreen';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/system/_admin/partners/')({
  validateSearch: listSearch,
  component: function PartnersRoute() {
    return <PartnersScreen {...useUrlSearch(Route)} />;
  },
});
