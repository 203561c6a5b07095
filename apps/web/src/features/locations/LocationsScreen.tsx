import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMap, IconPlus } from '@tabler/icons-react';
import { ListTable, StatusBadge, type ListColumn } from '../lists/ListTable';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import type { PortalRef } from '../session/session-types';
import { useLocations, type Location } from './api/locations';
import { useCan } from './use-can';

interface LocationsScreenProps {
  portal: PortalRef;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The partner's locations: search, status, sort and paging kept in the URL. */
export function LocationsScreen({ portal, search, onSearch }: LocationsScreenProps) {
  const { data, isPending, isError } = useLocations(portal, search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/locations`;
  const columns: ListColumn<Location>[] = [
    {
      label: 'Title',
      sortField: 'title',
      cell: (location) => (
        <Anchor component={Link} to={`${base}/detail/${location.id}`}>
          {location.title}
        </Anchor>
      ),
    },
    { label: 'Code', sortField: 'code', cell: (location) => location.code },
    { label: 'City', sortField: 'city', cell: (location) => location.addressInfo.city },
    { label: 'Address', cell: (location) => location.addressInfo.addressLineOne },
    { label: 'Visible', cell: (location) => (location.visible ? 'Yes' : 'No') },
    { label: 'Status', sortField: 'active', cell: (location) => <StatusBadge active={location.active} /> },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Locations
        </Title>
        <Group>
          <Button component={Link} to={`${base}/map`} variant="default" leftSection={<IconMap size={16} />}>
            Map
          </Button>
          {can('locations:create') && (
            <Button component={Link} to={`${base}/create`} leftSection={<IconPlus size={16} />}>
              Add Location
            </Button>
          )}
        </Group>
      </Group>
      <ListToolbar search={search} onChange={onSearch} label="Search locations" />
      <ListTable
        columns={columns}
        rows={data?.data}
        rowKey={(location) => location.id}
        total={data?.totalRecords}
        pending={isPending}
        error={isError}
        search={search}
        onSearch={onSearch}
        empty={{ filtered: 'No location matches the search.', none: 'No locations yet.' }}
      />
    </Stack>
  );
}
