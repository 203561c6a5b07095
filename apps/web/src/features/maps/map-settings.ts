import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import { dataOr } from '../queries/resource-queries';

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
    queryFn: (): Promise<MapSettings> =>
      dataOr(
        () => partnerClient(portal).GET('/partner/v1/maps/settings'),
        () => OFFLINE_MAP_SETTINGS,
      ),
    staleTime: Infinity,
  });

export const useMapSettings = (portal: PortalRef) => useQuery(mapSettingsQueryOptions(portal));
