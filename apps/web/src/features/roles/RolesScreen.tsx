import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { ListFooter } from '../lists/ListFooter';
import { ListState, LoadingRows, StatusBadge } from '../lists/ListRows';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { SortHeader } from '../lists/SortHeader';
import type { PortalRef } from '../session/session-types';
import { useRoleSearch } from './api/roles';

interface RolesScreenProps {
  portal: PortalRef;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The partner's roles: search, status, sort and paging kept in the URL. */
export function RolesScreen({ portal, search, onSearch }: RolesScreenProps) {
  const { data, isPending, isError } = useRoleSearch(portal, search);
  const base = `/partner/${encodeURIComponent(portal.code)}/roles`;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Roles
        </Title>
        <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
          Add Role
        </Button>
      </Group>
      <ListToolbar search={search} onChange={onSearch} label="Search roles" />
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="title" label="Title" search={search} onChange={onSearch} />
            <Table.Th>Kind</Table.Th>
            <Table.Th>Permissions</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isPending}>
          {isPending && <LoadingRows columns={4} />}
          {data?.data.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Anchor component={Link} to={`${base}/${role.id}`}>
                  {role.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{role.forLocation ? 'Location' : 'Partner'}</Table.Td>
              <Table.Td>{role.permissions.length}</Table.Td>
              <Table.Td>
                <StatusBadge active={role.active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListState
        isError={isError}
        count={data?.data.length}
        filtered={search.q !== '' || search.status !== 'all'}
        emptyText="No roles yet."
        noMatchText="No role matches the search."
      />
      <ListFooter total={data?.totalRecords ?? 0} search={search} onChange={onSearch} />
    </Stack>
  );
}
