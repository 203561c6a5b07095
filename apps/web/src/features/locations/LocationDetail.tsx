import { Badge, Grid, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatPhone } from '@ridgeline/domain';
import { DetailTable } from '../lists/DetailTable';
import { StatusBadge } from '../lists/ListRows';
import { DetailHeader } from '../lists/DetailHeader';
import { DetailActions } from '../lists/DetailActions';
import { mapSettingsQueryOptions } from '../maps/map-settings';
import { PinMapView } from '../maps/MapViews';
import type { PortalRef } from '../session/session-types';
import { locationQueryOptions } from './api/locations';
import { useCan } from './use-can';

/** One location in full, with its pin on a map (the sidebar is narrow here, spec §2). */
export function LocationDetail({ portal, id }: { portal: PortalRef; id: string }) {
  const { data: location } = useSuspenseQuery(locationQueryOptions(portal, id));
  const { data: mapSettings } = useSuspenseQuery(mapSettingsQueryOptions(portal));
  const can = useCan(portal);
  const address = location.addressInfo;
  const contact = location.contactInfo;
  const rows: [string, string | null | undefined][] = [
    ['Code', location.code],
    ['Display name', location.displayName],
    ['Description', location.description],
    ['Time zone', location.timeZone],
    ['Address', [address.addressLineOne, address.addressLineTwo].filter(Boolean).join(', ')],
    ['City', address.city],
    ['State', address.state],
    ['Zip code', address.zipCode],
    ['Coordinates', address.map ? `${address.map.latitude}, ${address.map.longitude}` : null],
    ['Place name', address.map?.locationName],
    [
      'Contact person',
      contact ? `${contact.firstName} ${contact.lastName}` : 'The partner’s contact persons',
    ],
    ['Contact phone', contact?.phone ? formatPhone(contact.phone) : null],
    ['Contact email', contact?.email],
    [
      'Notification phone',
      location.notificationInfo?.phone ? formatPhone(location.notificationInfo.phone) : null,
    ],
    ['Notification email', location.notificationInfo?.email],
  ];
  return (
    <Stack>
      <DetailHeader
        image={location.image}
        title={location.title}
        badges={
          <>
            <StatusBadge active={location.active} />
            <Badge variant="outline" color="gray.7">
              {location.visible ? 'Visible' : 'Hidden'}
            </Badge>
          </>
        }
        actions={
          can('locations:modify') && (
            <DetailActions
              modifyHref={`/partner/${encodeURIComponent(portal.code)}/locations/modify/${location.id}`}
            />
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md">
            <DetailTable rows={rows} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {address.map ? (
            <PinMapView
              settings={mapSettings}
              pin={{ latitude: address.map.latitude, longitude: address.map.longitude }}
              label={`Map of ${location.title}`}
              height={400}
            />
          ) : (
            <Text c="dimmed">No map pin yet.</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
