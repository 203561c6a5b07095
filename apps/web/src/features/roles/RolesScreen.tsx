import { AddLink, ListScreen, type ListTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import type { PortalRef } from '../session/session-types';
import { useRoleSearch, type Role } from './api/roles';

interface RolesScreenProps extends ListSearchProps {
  portal: PortalRef;
}

const texts: ListTexts = {
  title: 'Roles',
  searchLabel: 'Search roles',
  empty: { filtered: 'No role matches the search.', none: 'No roles yet.' },
};

/** The partner's roles: search, status, sort and paging kept in the URL. */
export function RolesScreen({ portal, ...list }: RolesScreenProps) {
  const page = useRoleSearch(portal, list.search);
  const base = `/partner/${encodeURIComponent(portal.code)}/roles`;
  const columns: ListColumn<Role>[] = [
    linkColumn<Role>(
      'Title',
      'title',
      (role) => `${base}/${role.id}`,
      (role) => role.title,
    ),
    { label: 'Kind', cell: (role) => (role.forLocation ? 'Location' : 'Partner') },
    { label: 'Permissions', cell: (role) => role.permissions.length },
    statusColumn({ sortable: false }),
  ];
  return (
    <ListScreen
      {...list}
      texts={texts}
      actions={<AddLink to={`${base}/new`} label="Add Role" />}
      page={page}
      columns={columns}
    />
  );
}
