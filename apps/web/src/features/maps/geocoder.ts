/**
 * The places search of the open maps: a Photon- or Nominatim-compatible URL from the map settings. Any failure
 * (unreachable, slow, a non-JSON answer) is a `GeocoderUnavailable`, and the form falls back to typed
 * coordinates and the draggable pin.
 */
export interface Place {
  /** One line naming the place, e.g. "1330 Broadway, Oakland, CA". */
  label: string;
  latitude: number;
  longitude: number;
  addressLineOne?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export type GeocoderFormat = 'photon' | 'nominatim';

export class GeocoderUnavailable extends Error {
  /** `host`: the search server that did not answer, named so the message says what to check (issue 27, item 9). */
  constructor(cause?: unknown, host?: string) {
    super(
      host
        ? `Places search could not reach ${host} (GEOCODER_URL; offline?): type the coordinates or drag the pin`
        : 'Places search is unavailable: type the coordinates or drag the pin',
    );
    this.name = 'GeocoderUnavailable';
    this.cause = cause;
  }
}

export const GEOCODER_TIMEOUT_MS = 5000;
const LIMIT = 5;

export function geocoderRequestUrl(base: string, format: GeocoderFormat, query: string): string {
  const url = new URL(base, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(LIMIT));
  if (format === 'nominatim') {
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
  }
  return url.toString();
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

function photonPlaces(body: unknown): Place[] {
  const features = (body as { features?: unknown[] } | null)?.features;
  if (!Array.isArray(features)) throw new GeocoderUnavailable('not a Photon answer');
  return features.flatMap((feature) => {
    const f = feature as { geometry?: { coordinates?: unknown[] }; properties?: Record<string, unknown> };
    const [longitude, latitude] = f.geometry?.coordinates ?? [];
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return [];
    const p = f.properties ?? {};
    const street = join(text(p['housenumber']), text(p['street']));
    const city = text(p['city']) ?? text(p['town']) ?? text(p['village']);
    const addressLineOne = street ?? text(p['name']);
    const label = [text(p['name']) !== street ? text(p['name']) : undefined, street, city, text(p['state'])]
      .filter(Boolean)
      .join(', ');
    return [
      {
        label: label || `${latitude}, ${longitude}`,
        latitude,
        longitude,
        ...(addressLineOne ? { addressLineOne } : {}),
        ...(city ? { city } : {}),
        ...(text(p['state']) ? { state: text(p['state']) } : {}),
        ...(text(p['postcode']) ? { zipCode: text(p['postcode']) } : {}),
      },
    ];
  });
}

function nominatimPlaces(body: unknown): Place[] {
  if (!Array.isArray(body)) throw new GeocoderUnavailable('not a Nominatim answer');
  return body.flatMap((entry) => {
    const e = entry as {
      lat?: unknown;
      lon?: unknown;
      display_name?: unknown;
      address?: Record<string, unknown>;
    };
    const latitude = Number(e.lat);
    const longitude = Number(e.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    const a = e.address ?? {};
    const addressLineOne = join(text(a['house_number']), text(a['road']));
    const city = text(a['city']) ?? text(a['town']) ?? text(a['village']);
    return [
      {
        label: text(e.display_name) ?? `${latitude}, ${longitude}`,
        latitude,
        longitude,
        ...(addressLineOne ? { addressLineOne } : {}),
        ...(city ? { city } : {}),
        ...(text(a['state']) ? { state: text(a['state']) } : {}),
        ...(text(a['postcode']) ? { zipCode: text(a['postcode']) } : {}),
      },
    ];
  });
}

/** Places matching `query`; throws GeocoderUnavailable when the search cannot answer. */
export async function searchPlaces(
  base: string,
  format: GeocoderFormat,
  query: string,
  fetcher: typeof fetch = fetch,
): Promise<Place[]> {
  let body: unknown;
  try {
    const response = await fetcher(geocoderRequestUrl(base, format, query), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new GeocoderUnavailable(error);
  }
  return format === 'nominatim' ? nominatimPlaces(body) : photonPlaces(body);
}
