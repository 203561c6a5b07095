import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { serviceKeys } from './partner-services';

export type LocationService = Schemas['LocationService'];
export type LocationServiceInput = Schemas['LocationServiceInput'];

const locationServiceKeys = {
  all: (portal: PortalRef) => ['location-services', portal.kind, portal.code] as const,
};

/** What the session's location offers: one row per partner service it has switched on or off. */
export const locationServicesQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: locationServiceKeys.all(portal),
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).POST('/partner/v1/locations/services/search/all', {
            body: { pageNumber: 1, pageSize: 500, sortField: 'displayName', sortOrder: 'ASC' },
          }),
        )
      ).data,
  });

/** Switches a partner service on or off at the location and sets its own rate (null: the partner's). */
export function useSaveLocationService(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationServiceInput) =>
      unwrap(partnerClient(portal).POST('/partner/v1/locations/services', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationServiceKeys.all(portal) }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.all(portal) }),
      ]),
  });
}
