import { IconUserPlus } from '@tabler/icons-react';
import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import { useSystemUsers, type SystemUser } from './api/system-users';

type SystemUsersScreenProps = ListSearchProps;

const columns: ListColumn<SystemUser>[] = [
  linkColumn<SystemUser>(
    'First name',
    'firstName',
    (user) => `/system/users/${user.id}`,
    (user) => user.firstName,
  ),
  { label: 'Last name', sortField: 'lastName', cell: (user) => user.lastName },
  { label: 'Email', sortField: 'email', cell: (user) => user.email },
  { label: 'Password', cell: (user) => (user.enforcePasswordChange ? 'E-mailed, not yet changed' : 'Own') },
  statusColumn(),
];

const texts = listTexts('System Users', 'user', 'users', 'No system users yet.');

/** The system portal's administrators: search, status, sort and paging kept in the URL. */
export function SystemUsersScreen(list: SystemUsersScreenProps) {
  const page = useSystemUsers(list.search);
  return (
    <ListScreen
      {...list}
      texts={texts}
      actions={<AddLink to="/system/users/new" label="Add User" icon={<IconUserPlus size={16} />} />}
      page={page}
      columns={columns}
    />
  );
}
