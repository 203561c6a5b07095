/**
 * Where the web app's maps come from (docs/decisions.md, "Places: maps"). Read from the API's environment so
 * one built web app works everywhere and the CSP can name exactly the origins the maps talk to:
 *
 * - MAP_STYLE_URL: a MapLibre style; `none` (or empty) is an empty style: markers and clusters over a plain
 *   background, no request leaves the browser. Default: OpenFreeMap's keyless Liberty style.
 * - GEOCODER_URL and GEOCODER_FORMAT (`photon` or `nominatim`): the places search; `none` turns it off (typed
 *   coordinates and the draggable pin remain). Default: Photon's public instance.
 * - MAP_EXTRA_ORIGINS: further origins the style loads tiles, glyphs or sprites from (comma list).
 * - GOOGLE_MAPS_API_KEY: when set, the screens use Google Maps and its places search instead.
 */
export interface MapSettings {
  styleUrl: string | null;
  geocoder: { url: string; format: 'photon' | 'nominatim' } | null;
  googleMapsApiKey: string | null;
  /** Origins the browser must be allowed to reach for the above (the CSP's connect-src). */
  connectOrigins: string[];
}

export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
export const DEFAULT_GEOCODER_URL = 'https://photon.komoot.io/api/';

const off = (value: string | undefined) => value !== undefined && (value === '' || value === 'none');

function origin(url: string, name: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http');
    return parsed.origin;
  } catch {
    throw new Error(`${name} must be an http(s) URL or "none", got "${url}"`);
  }
}

export function loadMapSettings(env: NodeJS.ProcessEnv): MapSettings {
  const style = env['MAP_STYLE_URL'];
  const styleUrl = off(style) ? null : (style ?? DEFAULT_MAP_STYLE_URL);
  const geocoderValue = env['GEOCODER_URL'];
  const format: 'photon' | 'nominatim' = env['GEOCODER_FORMAT'] === 'nominatim' ? 'nominatim' : 'photon';
  if (env['GEOCODER_FORMAT'] && !['photon', 'nominatim'].includes(env['GEOCODER_FORMAT'])) {
    throw new Error(`GEOCODER_FORMAT must be photon or nominatim, got "${env['GEOCODER_FORMAT']}"`);
  }
  const geocoder = off(geocoderValue) ? null : { url: geocoderValue ?? DEFAULT_GEOCODER_URL, format };
  const extra = (env['MAP_EXTRA_ORIGINS'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin(entry, 'MAP_EXTRA_ORIGINS'));
  const connectOrigins = [
    ...(styleUrl ? [origin(styleUrl, 'MAP_STYLE_URL')] : []),
    ...(geocoder ? [origin(geocoder.url, 'GEOCODER_URL')] : []),
    ...extra,
  ];
  return {
    styleUrl,
    geocoder,
    googleMapsApiKey: env['GOOGLE_MAPS_API_KEY'] || null,
    connectOrigins: [...new Set(connectOrigins)],
  };
}

/** What the maps add to the CSP: their origins, and Google's hosts when a key is set. */
export function mapCspSources(settings: MapSettings) {
  const google = settings.googleMapsApiKey
    ? [
        'https://maps.googleapis.com',
        'https://maps.gstatic.com',
        'https://*.googleapis.com',
        'https://*.gstatic.com',
      ]
    : [];
  return {
    connectSrc: [...settings.connectOrigins, ...google],
    scriptSrc: settings.googleMapsApiKey ? ['https://maps.googleapis.com'] : [],
    imgSrc: google,
    styleSrc: settings.googleMapsApiKey ? ['https://fonts.googleapis.com'] : [],
  };
}
