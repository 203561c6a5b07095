import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPhone } from '@ridgeline/domain';
import { StatusBadge } from '../lists/ListRows';
import { AddLink, ListScreen } from '../lists/ListScreen';
import type { ListColumn } from '../lists/ListTable';
import type { ListSearch } from '../lists/list-search';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { useCompanies, type Company } from './api/companies';

interface CompaniesScreenProps {
  portal: PortalRef;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The partner's companies: search, status, sort and paging kept in the URL. */
export function CompaniesScreen({ portal, search, onSearch }: CompaniesScreenProps) {
  const page = useCompanies(portal, search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/companies`;
  const columns: ListColumn<Company>[] = [
    {
      label: 'Name',
      sortField: 'name',
      cell: (company) => (
        <Anchor component={Link} to={`${base}/detail/${company.id}`}>
          {company.name}
        </Anchor>
      ),
    },
    { label: 'Code', sortField: 'code', cell: (company) => company.code },
    { label: 'Email', sortField: 'email', cell: (company) => company.email },
    { label: 'Phone', cell: (company) => (company.phone ? formatPhone(company.phone) : '') },
    { label: 'Status', sortField: 'active', cell: (company) => <StatusBadge active={company.active} /> },
  ];
  return (
    <ListScreen
      title="Companies"
      actions={can('companies:create') && <AddLink to={`${base}/create`} label="Add Company" />}
      searchLabel="Search companies"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No company matches the search.', none: 'No companies yet.' }}
    />
  );
}
