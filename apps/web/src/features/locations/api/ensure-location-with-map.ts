import type { QueryClient } from '@tanstack/react-query';
import { mapSettingsQueryOptions } from '../../maps/map-settings';
import type { PortalRef } from '../../session/session-types';
import { locationQueryOptions } from './locations';

/** A location page's loader: the location and the map settings its pin is drawn with. */
export const ensureLocationWithMap = (queryClient: QueryClient, portal: PortalRef, id: string) =>
  Promise.all([
    queryClient.ensureQueryData(locationQueryOptions(portal, id)),
    queryClient.ensureQueryData(mapSettingsQueryOptions(portal)),
  ]);
