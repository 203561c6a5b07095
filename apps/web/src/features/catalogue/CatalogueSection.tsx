import { ErrorPage } from '../errors/ErrorPage';
import type { ListSearch } from '../lists/list-search';
import { CatalogueServicesScreen } from './CatalogueServicesScreen';
import { OrisScreen } from './OrisScreen';
import { PaymentModesScreen } from './PaymentModesScreen';
import { TermsScreen } from './TermsScreen';

interface CatalogueSectionProps {
  section: string;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** One screen of the system catalogue by its address; an unknown one is the administrator's 404 page. */
export function CatalogueSection({ section, search, onSearch }: CatalogueSectionProps) {
  switch (section) {
    case 'services':
      return <CatalogueServicesScreen search={search} onSearch={onSearch} />;
    case 'oris':
      return <OrisScreen search={search} onSearch={onSearch} />;
    case 'payment-modes':
      return <PaymentModesScreen />;
    case 'terms':
      return <TermsScreen search={search} onSearch={onSearch} />;
    default:
      return <ErrorPage code="404" home="/system/dashboard" standalone={false} />;
  }
}
