import { Button, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { IconList } from '@tabler/icons-react';
import { useMemo } from 'react';
import { mapSettingsQueryOptions } from '../maps/map-settings';
import { LocationsMapView } from '../maps/MapViews';
import type { PortalRef } from '../session/session-types';
import { allLocationsQueryOptions } from './api/locations';
import { ScreenHeader } from '../lists/ScreenHeader';

/** Every location of the partner with a pin, on one clustered map; a click on a place opens its detail. */
export function LocationsMapScreen({ portal }: { portal: PortalRef }) {
  const { data: locations } = useSuspenseQuery(allLocationsQueryOptions(portal));
  const { data: settings } = useSuspenseQuery(mapSettingsQueryOptions(portal));
  const router = useRouter();
  const base = `/partner/${encodeURIComponent(portal.code)}/locations`;
  const places = useMemo(
    () =>
      locations.flatMap((location) =>
        location.addressInfo.map
          ? [
              {
                id: location.id,
                title: location.title,
                latitude: location.addressInfo.map.latitude,
                longitude: location.addressInfo.map.longitude,
              },
            ]
          : [],
      ),
    [locations],
  );
  const unpinned = locations.length - places.length;
  return (
    <Stack>
      <ScreenHeader title="Map of locations">
        <Button component={Link} to={base} variant="default" leftSection={<IconList size={16} />}>
          List
        </Button>
      </ScreenHeader>
      <Text size="sm" c="dimmed">
        {places.length} {places.length === 1 ? 'location' : 'locations'} on the map
        {unpinned > 0 ? `; ${unpinned} without a map pin` : ''}. Red clusters hold more locations than most.
      </Text>
      <LocationsMapView
        settings={settings}
        places={places}
        onOpen={(id) => void router.navigate({ href: `${base}/detail/${id}` })}
      />
    </Stack>
  );
}
