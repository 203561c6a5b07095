import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMap } from '@tabler/icons-react';
import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { linkColumn, statusColumn, type ListColumn } from '../lists/ListTable';
import type { PortalListProps } from '../lists/list-search';
import { useLocations, type Location } from './api/locations';
import { useCan } from './use-can';

const texts = listTexts('Locations', 'location', 'locations');

/** The partner's locations: search, status, sort and paging kept in the URL. */
export function LocationsScreen({ portal, ...list }: PortalListProps) {
  const page = useLocations(portal, list.search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/locations`;
  const columns: ListColumn<Location>[] = [
    linkColumn<Location>(
      'Title',
      'title',
      (location) => `${base}/detail/${location.id}`,
      (location) => location.title,
    ),
    { label: 'Code', sortField: 'code', cell: (location) => location.code },
    { label: 'City', sortField: 'city', cell: (location) => location.addressInfo.city },
    { label: 'Address', cell: (location) => location.addressInfo.addressLineOne },
    { label: 'Visible', cell: (location) => (location.visible ? 'Yes' : 'No') },
    statusColumn(),
  ];
  return (
    <ListScreen
      {...list}
      texts={texts}
      actions={
        <Group>
          <Button component={Link} to={`${base}/map`} variant="default" leftSection={<IconMap size={16} />}>
            Map
          </Button>
          {can('locations:create') && <AddLink to={`${base}/create`} label="Add Location" />}
        </Group>
      }
      page={page}
      columns={columns}
    />
  );
}
