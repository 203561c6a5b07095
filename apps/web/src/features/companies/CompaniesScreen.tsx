import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { formatPhone } from '@ridgeline/domain';
import { ListTable, StatusBadge, type ListColumn } from '../lists/ListTable';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { useCompanies, type Company } from './api/companies';

interface CompaniesScreenProps {
  portal: PortalRef;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The partner's companies: search, status, sort and paging kept in the URL. */
export function CompaniesScreen({ portal, search, onSearch }: CompaniesScreenProps) {
  const { data, isPending, isError } = useCompanies(portal, search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/companies`;
  const columns: ListColumn<Company>[] = [
    {
      label: 'Name',
      sortField: 'name',
      cell: (company) => (
        <Anchor component={Link} to={`${base}/detail/${company.id}`}>
          {company.name}
        </Anchor>
      ),
    },
    { label: 'Code', sortField: 'code', cell: (company) => company.code },
    { label: 'Email', sortField: 'email', cell: (company) => company.email },
    { label: 'Phone', cell: (company) => (company.phone ? formatPhone(company.phone) : '') },
    { label: 'Status', sortField: 'active', cell: (company) => <StatusBadge active={company.active} /> },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Companies
        </Title>
        {can('companies:create') && (
          <Button component={Link} to={`${base}/create`} leftSection={<IconPlus size={16} />}>
            Add Company
          </Button>
        )}
      </Group>
      <ListToolbar search={search} onChange={onSearch} label="Search companies" />
      <ListTable
        columns={columns}
        rows={data?.data}
        rowKey={(company) => company.id}
        total={data?.totalRecords}
        pending={isPending}
        error={isError}
        search={search}
        onSearch={onSearch}
        empty={{ filtered: 'No company matches the search.', none: 'No companies yet.' }}
      />
    </Stack>
  );
}
