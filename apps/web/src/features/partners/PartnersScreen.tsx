import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import { usePartners, type Partner } from './api/partners';

type PartnersScreenProps = ListSearchProps;

const columns: ListColumn<Partner>[] = [
  linkColumn<Partner>(
    'Legal name',
    'legalName',
    (partner) => `/system/partners/${partner.id}`,
    (partner) => partner.legalName,
  ),
  { label: 'Code', sortField: 'code', cell: (partner) => partner.code },
  { label: 'Email', sortField: 'email', cell: (partner) => partner.email },
  { label: 'Time zone', cell: (partner) => partner.timeZone },
  statusColumn(),
];

const texts = listTexts('Partners', 'partner', 'partners');

/** The system portal's partners: search, status, sort and paging kept in the URL. */
export function PartnersScreen(list: PartnersScreenProps) {
  const page = usePartners(list.search);
  return (
    <ListScreen
      {...list}
      texts={texts}
      actions={<AddLink to="/system/partners/new" label="Add Partner" />}
      page={page}
      columns={columns}
    />
  );
}
