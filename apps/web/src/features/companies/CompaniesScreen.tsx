import { formatPhone } from '@ridgeline/domain';
import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { PortalListProps } from '../lists/list-search';
import { useCan } from '../locations/use-can';
import { useCompanies, type Company } from './api/companies';

const texts = listTexts('Companies', 'company', 'companies');

/** The partner's companies: search, status, sort and paging kept in the URL. */
export function CompaniesScreen({ portal, ...list }: PortalListProps) {
  const page = useCompanies(portal, list.search);
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
      {...list}
      texts={texts}
      actions={can('companies:create') && <AddLink to={`${base}/create`} label="Add Company" />}
      page={page}
      columns={columns}
    />
  );
}
