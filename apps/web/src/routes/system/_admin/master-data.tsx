import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listSearch } from '../../../features/lists/list-search';
import {
  MasterDataScreen,
  type MasterDataSearch,
  type MasterDataTab,
} from '../../../features/master-data/MasterDataScreen';

export const Route = createFileRoute('/system/_admin/master-data')({
  validateSearch: (search: Record<string, unknown>): MasterDataSearch => ({
    ...listSearch(search),
    category:
      typeof search['category'] === 'string' && /^[A-Z][A-Z0-9_]{0,49}$/.test(search['category'])
        ? search['category']
        : '',
    tab: search['tab'] === 'grouped' ? 'grouped' : ('entries' as MasterDataTab),
  }),
  component: function MasterDataRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<MasterDataSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <MasterDataScreen search={search} onSearch={onSearch} />;
  },
});
