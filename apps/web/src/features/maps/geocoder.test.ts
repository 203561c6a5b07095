import { describe, expect, it } from 'vitest';
import { GeocoderUnavailable, geocoderRequestUrl, searchPlaces } from './geocoder';

const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('places search', () => {
  it('asks a Nominatim server for JSON with the address parts', () => {
    const url = new URL(geocoderRequestUrl('http://geo.test/search', 'nominatim', '1330 Broadway'));
    expect(url.searchParams.get('q')).toBe('1330 Broadway');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('addressdetails')).toBe('1');
  });

  it('reads Photon features into places with an address', async () => {
    const places = await searchPlaces(
      'http://geo.test/api',
      'photon',
      'broadway',
      answer({
        features: [
          {
            geometry: { coordinates: [-122.2711, 37.8044] },
            properties: {
              housenumber: '1330',
              street: 'Broadway',
              city: 'Oakland',
              state: 'California',
              postcode: '94612',
            },
          },
          { geometry: { coordinates: ['x'] }, properties: {} },
        ],
      }),
    );
    expect(places).toEqual([
      {
        label: '1330 Broadway, Oakland, California',
        latitude: 37.8044,
        longitude: -122.2711,
        addressLineOne: '1330 Broadway',
        city: 'Oakland',
        state: 'California',
        zipCode: '94612',
      },
    ]);
  });

  it('reads Nominatim results', async () => {
    const places = await searchPlaces(
      'http://geo.test/search',
      'nominatim',
      'sfo',
      answer([
        {
          lat: '37.6152',
          lon: '-122.3899',
          display_name: 'San Francisco International Airport',
          address: { road: 'International Terminal', city: 'South San Francisco', state: 'CA' },
        },
      ]),
    );
    expect(places[0]).toMatchObject({ latitude: 37.6152, longitude: -122.3899, city: 'South San Francisco' });
  });

  it('is unavailable, not broken, when the server fails or cannot be reached', async () => {
    await expect(searchPlaces('http://geo.test/api', 'photon', 'x', answer({}, 503))).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(searchPlaces('http://geo.test/api', 'photon', 'x', unreachable)).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
    await expect(searchPlaces('http://geo.test/api', 'photon', 'x', answer([1]))).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
  });
});
