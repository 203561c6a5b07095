import { createServer, type Server } from 'node:http';

/**
 * A Photon-compatible places search on a local port (the e2e API is started with GEOCODER_URL pointing here), so
 * the journey searches places with no internet. It knows one place; any other query finds nothing.
 */
export async function startFakeGeocoder(
  port: number,
): Promise<{ queries: string[]; close(): Promise<void> }> {
  const queries: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = url.searchParams.get('q') ?? '';
    queries.push(query);
    const features = /pioneer/i.test(query)
      ? [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-122.6794, 45.5189] },
            properties: {
              name: 'Pioneer Courthouse Square',
              housenumber: '701',
              street: 'SW 6th Ave',
              city: 'Portland',
              state: 'Oregon',
              postcode: '97204',
            },
          },
        ]
      : [];
    response.writeHead(200, {
      'content-type': 'application/json',
      // The browser calls it from the app's origin.
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
