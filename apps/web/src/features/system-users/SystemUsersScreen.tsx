import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconUserPlus } from '@tabler/icons-react';
import { StatusBadge } from '../lists/ListRows';
import { AddLink, ListScreen } from '../lists/ListScreen';
import type { ListColumn } from '../lists/ListTable';
import type { ListSearch } from '../lists/list-search';
import { useSystemUsers, type SystemUser } from './api/system-users';

interface SystemUsersScreenProps {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

const columns: ListColumn<SystemUser>[] = [
  {
    label: 'First name',
    sortField: 'firstName',
    cell: (user) => (
      <Anchor component={Link} to={`/system/users/${user.id}`}>
        {user.firstName}
      </Anchor>
    ),
  },
  { label: 'Last name', sortField: 'lastName', cell: (user) => user.lastName },
  { label: 'Email', sortField: 'email', cell: (user) => user.email },
  { label: 'Password', cell: (user) => (user.enforcePasswordChange ? 'E-mailed, not yet changed' : 'Own') },
  { label: 'Status', sortField: 'active', cell: (user) => <StatusBadge active={user.active} /> },
];

/** The system portal's administrators: search, status, sort and paging kept in the URL. */
export function SystemUsersScreen({ search, onSearch }: SystemUsersScreenProps) {
  const page = useSystemUsers(search);
  return (
    <ListScreen
      title="System Users"
      actions={<AddLink to="/system/users/new" label="Add User" icon={<IconUserPlus size={16} />} />}
      searchLabel="Search users"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No user matches the search.', none: 'No system users yet.' }}
    />
  );
}
