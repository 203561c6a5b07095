import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../lists/ListRows';
import { AddLink, ListScreen } from '../lists/ListScreen';
import type { ListColumn } from '../lists/ListTable';
import type { ListSearch } from '../lists/list-search';
import type { PortalRef } from '../session/session-types';
import { useRoleSearch, type Role } from './api/roles';

interface RolesScreenProps {
  portal: PortalRef;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The partner's roles: search, status, sort and paging kept in the URL. */
export function RolesScreen({ portal, search, onSearch }: RolesScreenProps) {
  const page = useRoleSearch(portal, search);
  const base = `/partner/${encodeURIComponent(portal.code)}/roles`;
  const columns: ListColumn<Role>[] = [
    {
      label: 'Title',
      sortField: 'title',
      cell: (role) => (
        <Anchor component={Link} to={`${base}/${role.id}`}>
          {role.title}
        </Anchor>
      ),
    },
    { label: 'Kind', cell: (role) => (role.forLocation ? 'Location' : 'Partner') },
    { label: 'Permissions', cell: (role) => role.permissions.length },
    { label: 'Status', cell: (role) => <StatusBadge active={role.active} /> },
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
