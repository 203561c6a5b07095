import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { GeocoderUnavailable, searchPlaces, type Place } from './geocoder';
import type { MapSettings } from './map-settings';

function geocoderHost(url: string): string {
  try {
    return new URL(url, window.location.origin).host;
  } catch {
    return url;
  }
}

/** Searches with Google's places library when a key is configured, else with the open geocoder. */
async function search(settings: MapSettings, query: string): Promise<Place[]> {
  if (settings.googleMapsApiKey) {
    try {
      const { searchGooglePlaces } = await import('./google/google-loader');
      return await searchGooglePlaces(settings.googleMapsApiKey, query);
    } catch (error) {
      throw new GeocoderUnavailable(error);
    }
  }
  if (!settings.geocoderUrl) throw new GeocoderUnavailable('turned off');
  try {
    return await searchPlaces(settings.geocoderUrl, settings.geocoderFormat, query);
  } catch (error) {
    // `npm start` uses the public geocoder by default: offline, say which server could not be reached.
    if (error instanceof GeocoderUnavailable)
      throw new GeocoderUnavailable(error, geocoderHost(settings.geocoderUrl));
    throw error;
  }
}

interface PlacesSearchProps {
  settings: MapSettings;
  onPick(place: Place): void;
}

/**
 * Find a place by name or address and put the pin there. When no search is configured or it cannot be reached,
 * it says so and the typed coordinates and the draggable pin remain.
 */
export function PlacesSearch({ settings, onPick }: PlacesSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Place[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const off = !settings.googleMapsApiKey && !settings.geocoderUrl;

  async function run() {
    const text = query.trim();
    if (!text) return;
    setBusy(true);
    setStatus(null);
    try {
      const places = await search(settings, text);
      setResults(places);
      if (places.length === 0) setStatus('No place matches the search.');
    } catch (error) {
      setResults(null);
      setStatus(error instanceof GeocoderUnavailable ? error.message : 'Something Went Wrong');
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void run();
    }
  };

  if (off) {
    return (
      <Text size="sm" c="dimmed">
        Places search is not configured: type the coordinates, click the map or drag the pin.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Search places"
          placeholder="Address or place name"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          onClick={() => void run()}
          loading={busy}
        >
          Search
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {status && (
          <Text size="sm" c="dimmed">
            {status}
          </Text>
        )}
      </div>
      {results && results.length > 0 && (
        <Stack
          gap={2}
          component="ul"
          aria-label="Places found"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {results.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.label}`}>
              <UnstyledButton
                onClick={() => {
                  onPick(place);
                  setResults(null);
                  setStatus(`Pin set at ${place.label}`);
                }}
                px="xs"
                py={4}
                style={{ borderRadius: 4, width: '100%' }}
              >
                <Text size="sm">{place.label}</Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
