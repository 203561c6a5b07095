import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../features/lists/list-search';
import {
  MasterDataScreen,
  type MasterDataSearch,
  type MasterDataTab,
} from '../../../features/master-data/MasterDataScreen';
import { useUrlSearch } from '../../../features/lists/use-url-search';

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
    const { search, onSearch } = useUrlSearch(Route);
    return <MasterDataScreen search={search} onSearch={onSearch} />;
  },
});
