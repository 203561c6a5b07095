import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSection } from '../../../../features/catalogue/CatalogueSection';
import { listSearch } from '../../../../features/lists/list-search';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

/** The system catalogue: /system/catalogue/services, /oris, /payment-modes and /terms (one route, one chunk). */
export const Route = createFileRoute('/system/_admin/catalogue/$section')({
  validateSearch: listSearch,
  component: function CatalogueRoute() {
    const { section } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return <CatalogueSection section={section} search={search} onSearch={onSearch} />;
  },
});
