import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../lists/ListRows';
import { AddLink, ListScreen } from '../lists/ListScreen';
import type { ListColumn } from '../lists/ListTable';
import type { ListSearch } from '../lists/list-search';
import { usePartners, type Partner } from './api/partners';

interface PartnersScreenProps {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

const columns: ListColumn<Partner>[] = [
  {
    label: 'Legal name',
    sortField: 'legalName',
    cell: (partner) => (
      <Anchor component={Link} to={`/system/partners/${partner.id}`}>
        {partner.legalName}
      </Anchor>
    ),
  },
  { label: 'Code', sortField: 'code', cell: (partner) => partner.code },
  { label: 'Email', sortField: 'email', cell: (partner) => partner.email },
  { label: 'Time zone', cell: (partner) => partner.timeZone },
  { label: 'Status', sortField: 'active', cell: (partner) => <StatusBadge active={partner.active} /> },
];

/** The system portal's partners: search, status, sort and paging kept in the URL. */
export function PartnersScreen({ search, onSearch }: PartnersScreenProps) {
  const page = usePartners(search);
  return (
    <ListScreen
      title="Partners"
      actions={<AddLink to="/system/partners/new" label="Add Partner" />}
      searchLabel="Search partners"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No partner matches the search.', none: 'No partners yet.' }}
    />
  );
}
