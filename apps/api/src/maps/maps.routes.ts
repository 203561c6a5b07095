import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { MapSettings } from './map-settings';

/** The partner portals' maps: which style, geocoder and (optionally) Google Maps key to use. */
export async function mapsRoutes(app: FastifyInstance, { maps }: { maps: MapSettings }) {
  contractRoute(app, 'GET', '/partner/v1/maps/settings', async (_request, _reply, access) => {
    // Any signed-in partner or location user: the scope only proves the session is a partner session.
    void access.scope;
    return {
      data: {
        styleUrl: maps.styleUrl,
        geocoderUrl: maps.geocoder?.url ?? null,
        geocoderFormat: maps.geocoder?.format ?? 'photon',
        googleMapsApiKey: maps.googleMapsApiKey,
      },
    };
  });
}
