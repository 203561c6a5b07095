import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { PortalListProps } from '../lists/list-search';
import { useRoleSearch, type Role } from './api/roles';

const texts = listTexts('Roles', 'role', 'roles');

/** The partner's roles: search, status, sort and paging kept in the URL. */
export function RolesScreen({ portal, ...list }: PortalListProps) {
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
