/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { Place } from '../geocoder';

let configuredKey: string | null = null;

/** Google Maps' libraries, loaded once with the configured key (only when one is configured). */
export async function loadGoogleMaps(apiKey: string) {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  const [maps, marker] = await Promise.all([importLibrary('maps'), importLibrary('marker')]);
  return { maps, marker };
}

const part = (place: google.maps.places.Place, type: string, short = false) => {
  const component = place.addressComponents?.find((entry) => entry.types.includes(type));
  return (short ? component?.shortText : component?.longText) ?? undefined;
};

/** Google's places search (the places library), in the shape of the open geocoder's results. */
export async function searchGooglePlaces(apiKey: string, query: string): Promise<Place[]> {
  await loadGoogleMaps(apiKey);
  const { Place: GooglePlace } = await importLibrary('places');
  const { places } = await GooglePlace.searchByText({
    textQuery: query,
    fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'],
    maxResultCount: 5,
  });
  return places.flatMap((place) => {
    const location = place.location;
    if (!location) return [];
    const street = [part(place, 'street_number'), part(place, 'route')].filter(Boolean).join(' ');
    const city = part(place, 'locality') ?? part(place, 'postal_town');
    const state = part(place, 'administrative_area_level_1', true);
    const zipCode = part(place, 'postal_code');
    return [
      {
        label: place.formattedAddress ?? place.displayName ?? `${location.lat()}, ${location.lng()}`,
        latitude: location.lat(),
        longitude: location.lng(),
        ...(street ? { addressLineOne: street } : {}),
        ...(city ? { city } : {}),
        ...(state ? { state } : {}),
        ...(zipCode ? { zipCode } : {}),
      },
    ];
  });
}
