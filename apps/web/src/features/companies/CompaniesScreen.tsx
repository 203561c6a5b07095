import { formatPhone } from '@ridgeline/domain';
import { AddLink, ListScreen } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { useCompanies, type Company } from './api/companies';

interface CompaniesScreenProps extends ListSearchProps {
  portal: PortalRef;
}

/** The partner's companies: search, status, sort and paging kept in the URL. */
export function CompaniesScreen({ portal, search, onSearch }: CompaniesScreenProps) {
  const page = useCompanies(portal, search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/companies`;
  const columns: ListColumn<Company>[] = [
    linkColumn<Company>(
      'Name',
      'name',
      (company) => `${base}/detail/${company.id}`,
      (company) => company.name,
    ),
    { label: 'Code', sortField: 'code', cell: (company) => company.code },
    { label: 'Email', sortField: 'email', cell: (company) => company.email },
    { label: 'Phone', cell: (company) => (company.phone ? formatPhone(company.phone) : '') },
    statusColumn(),
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
