import { AddLink, ListScreen } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import type { PortalRef } from '../session/session-types';
import { useRoleSearch, type Role } from './api/roles';

interface RolesScreenProps extends ListSearchProps {
  portal: PortalRef;
}

/** The partner's roles: search, status, sort and paging kept in the URL. */
export function RolesScreen({ portal, search, onSearch }: RolesScreenProps) {
  const page = useRoleSearch(portal, search);
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
      title="Roles"
      actions={<AddLink to={`${base}/new`} label="Add Role" />}
      searchLabel="Search roles"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No role matches the search.', none: 'No roles yet.' }}
    />
  );
}
