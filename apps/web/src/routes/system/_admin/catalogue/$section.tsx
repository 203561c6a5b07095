import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CatalogueSection } from '../../../../features/catalogue/CatalogueSection';
import { listSearch, type ListSearch } from '../../../../features/lists/list-search';

/** The system catalogue: /system/catalogue/services, /oris, /payment-modes and /terms (one route, one chunk). */
export const Route = createFileRoute('/system/_admin/catalogue/$section')({
  validateSearch: listSearch,
  component: function CatalogueRoute() {
    const { section } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<ListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <CatalogueSection section={section} search={search} onSearch={onSearch} />;
  },
});
