import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconUserPlus } from '@tabler/icons-react';
import { ListFooter } from '../lists/ListFooter';
import { ListState, LoadingRows, StatusBadge } from '../lists/ListRows';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { SortHeader } from '../lists/SortHeader';
import { useSystemUsers } from './api/system-users';

interface SystemUsersScreenProps {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The system portal's administrators: search, status, sort and paging kept in the URL. */
export function SystemUsersScreen({ search, onSearch }: SystemUsersScreenProps) {
  const { data, isPending, isError } = useSystemUsers(search);
  const header = (field: string, label: string) => (
    <SortHeader field={field} label={label} search={search} onChange={onSearch} />
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          System Users
        </Title>
        <Button component={Link} to="/system/users/new" leftSection={<IconUserPlus size={16} />}>
          Add User
        </Button>
      </Group>
      <ListToolbar search={search} onChange={onSearch} label="Search users" />
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {header('firstName', 'First name')}
            {header('lastName', 'Last name')}
            {header('email', 'Email')}
            <Table.Th>Password</Table.Th>
            {header('active', 'Status')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isPending}>
          {isPending && <LoadingRows columns={5} />}
          {data?.data.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/system/users/${user.id}`}>
                  {user.firstName}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.lastName}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.enforcePasswordChange ? 'E-mailed, not yet changed' : 'Own'}</Table.Td>
              <Table.Td>
                <StatusBadge active={user.active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListState
        isError={isError}
        count={data?.data.length}
        filtered={search.q !== '' || search.status !== 'all'}
        emptyText="No system users yet."
        noMatchText="No user matches the search."
      />
      <ListFooter total={data?.totalRecords ?? 0} search={search} onChange={onSearch} />
    </Stack>
  );
}
