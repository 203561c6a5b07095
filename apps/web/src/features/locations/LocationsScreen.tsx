import { Anchor, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMap } from '@tabler/icons-react';
import { StatusBadge } from '../lists/ListRows';
import { AddLink, ListScreen } from '../lists/ListScreen';
import type { ListColumn } from '../lists/ListTable';
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
  const page = useLocations(portal, search);
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
    <ListScreen
      title="Locations"
      actions={
        <Group>
          <Button component={Link} to={`${base}/map`} variant="default" leftSection={<IconMap size={16} />}>
            Map
          </Button>
          {can('locations:create') && <AddLink to={`${base}/create`} label="Add Location" />}
        </Group>
      }
      searchLabel="Search locations"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No location matches the search.', none: 'No locations yet.' }}
    />
  );
}
