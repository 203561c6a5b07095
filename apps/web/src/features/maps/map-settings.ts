import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';

export type MapSettings = Schemas['MapSettings'];

/** No style, no places search, no Google: what the maps fall back to when the settings cannot be read. */
export const OFFLINE_MAP_SETTINGS: MapSettings = {
  styleUrl: null,
  geocoderUrl: null,
  geocoderFormat: 'photon',
  googleMapsApiKey: null,
};

export const mapKeys = {
  settings: (portal: PortalRef) => ['map-settings', portal.kind, portal.code] as const,
};

/** The API's map settings (docs/decisions.md, "Places: maps"): read once per portal and kept. */
export const mapSettingsQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: mapKeys.settings(portal),
    queryFn: async (): Promise<MapSettings> => {
      try {
        return (await unwrap(partnerClient(portal).GET('/partner/v1/maps/settings'))).data;
      } catch {
        return OFFLINE_MAP_SETTINGS;
      }
    },
    staleTime: Infinity,
  });

export const useMapSettings = (portal: PortalRef) => useQuery(mapSettingsQueryOptions(portal));
