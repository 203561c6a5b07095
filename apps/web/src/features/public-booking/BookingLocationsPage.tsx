import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LocationsMapView } from '../maps/MapViews';
import { bookingErrorMessage } from './booking-error-message';
import {
  BookingDeadEnd,
  BookingError,
  BookingLoading,
  BookingShell,
  StepHeading,
  useAccent,
} from './BookingShell';
import { bookingMessages as m } from './messages';
import { errorStatus, useBookingLocations } from './public-booking-api';

/** No style and no Google key on the public pages: the map shows its markers over the empty style. */
const PUBLIC_MAP_SETTINGS = {
  styleUrl: null,
  geocoderUrl: null,
  geocoderFormat: 'photon',
  googleMapsApiKey: null,
} as const;

/** `/book/{partnerCode}`: the partner's visible locations, a search by city or ZIP, a list and the map. */
export function BookingLocationsPage({ partnerCode }: { partnerCode: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useBookingLocations(partnerCode, search);
  const partner = query.data?.partner;
  if (query.isError && errorStatus(query.error) !== 429 && !partner) {
    return <BookingDeadEnd message={bookingErrorMessage(query.error, 'partner')} />;
  }
  return (
    <BookingShell partner={partner}>
      <StepHeading>{partner ? m.pageTitle(partner.name) : m.locationsHeading}</StepHeading>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={m.searchLabel}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={100}
          />
          <SearchButton />
        </Group>
      </form>
      <BookingError message={query.isError ? bookingErrorMessage(query.error, 'partner') : null} />
      {query.isPending ? <BookingLoading /> : null}
      {query.data ? <LocationList partnerCode={partnerCode} locations={query.data.locations} /> : null}
    </BookingShell>
  );
}

function SearchButton() {
  return (
    <Button type="submit" color={useAccent()} autoContrast>
      {m.searchButton}
    </Button>
  );
}

type Locations = NonNullable<ReturnType<typeof useBookingLocations>['data']>['locations'];

function LocationList({ partnerCode, locations }: { partnerCode: string; locations: Locations }) {
  const accent = useAccent();
  const router = useRouter();
  const places = useMemo(
    () =>
      locations.flatMap((location) =>
        location.latitude !== null && location.longitude !== null
          ? [
              {
                id: location.code,
                title: location.displayName,
                latitude: location.latitude,
                longitude: location.longitude,
              },
            ]
          : [],
      ),
    [locations],
  );
  if (locations.length === 0) return <Text>{m.noLocations}</Text>;
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={m.locationsHeading}
      >
        {locations.map((location) => (
          <li key={location.code}>
            <Card withBorder padding="sm">
              <Text fw={600}>{location.displayName}</Text>
              <Text size="sm">
                {location.addressLineOne}, {location.city}, {location.state} {location.zipCode}
              </Text>
              <Button
                mt="xs"
                component={Link}
                to={`/book/${encodeURIComponent(partnerCode)}/${encodeURIComponent(location.code)}`}
                color={accent}
                autoContrast
              >
                {m.chooseLocation(location.displayName)}
              </Button>
            </Card>
          </li>
        ))}
      </Stack>
      {places.length > 0 ? (
        <LocationsMapView
          settings={PUBLIC_MAP_SETTINGS}
          places={places}
          height={320}
          onOpen={(code) =>
            void router.navigate({
              href: `/book/${encodeURIComponent(partnerCode)}/${encodeURIComponent(code)}`,
            })
          }
        />
      ) : null}
    </Stack>
  );
}
