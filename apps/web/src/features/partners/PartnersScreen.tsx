import { Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { ListFooter } from '../lists/ListFooter';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { SortHeader } from '../lists/SortHeader';
import { usePartners } from './api/partners';

interface PartnersScreenProps {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The system portal's partners: search, status, sort and paging kept in the URL. */
export function PartnersScreen({ search, onSearch }: PartnersScreenProps) {
  const { data, isPending, isError } = usePartners(search);
  const header = (field: string, label: string) => (
    <SortHeader field={field} label={label} search={search} onChange={onSearch} />
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Partners
        </Title>
        <Button component={Link} to="/system/partners/new" leftSection={<IconPlus size={16} />}>
          Add Partner
        </Button>
      </Group>
      <ListToolbar search={search} onChange={onSearch} label="Search partners" />
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {header('legalName', 'Legal name')}
            {header('code', 'Code')}
            {header('email', 'Email')}
            <Table.Th>Time zone</Table.Th>
            {header('active', 'Status')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isPending}>
          {isPending &&
            [1, 2, 3].map((row) => (
              <Table.Tr key={row} data-testid="loading-row">
                <Table.Td colSpan={5}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            ))}
          {data?.data.map((partner) => (
            <Table.Tr key={partner.id}>
              <Table.Td>
                <Anchor component={Link} to={`/system/partners/${partner.id}`}>
                  {partner.legalName}
                </Anchor>
              </Table.Td>
              <Table.Td>{partner.code}</Table.Td>
              <Table.Td>{partner.email}</Table.Td>
              <Table.Td>{partner.timeZone}</Table.Td>
              <Table.Td>
                <Badge color={partner.active ? 'green.9' : 'gray.7'}>
                  {partner.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isError && <Text c="red.8">Something Went Wrong</Text>}
      {data && data.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {search.q || search.status !== 'all' ? 'No partner matches the search.' : 'No partners yet.'}
        </Text>
      )}
      <ListFooter total={data?.totalRecords ?? 0} search={search} onChange={onSearch} />
    </Stack>
  );
}
