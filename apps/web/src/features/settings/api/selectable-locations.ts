import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { settingsKeys } from '../keys';

export const selectableLocationsQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: settingsKeys.locations(portal),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/locations/selectable-infos'))).data,
  });

export const useSelectableLocations = (portal: PortalRef) =>
  useQuery(selectableLocationsQueryOptions(portal));
