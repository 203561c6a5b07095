import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import * as resource from '../../queries/resource-queries';
import { ALL_BY_NAME, serviceKeys } from './partner-services';

export type LocationService = Schemas['LocationService'];
export type LocationServiceInput = Schemas['LocationServiceInput'];

const locationServiceKeys = {
  all: (portal: PortalRef) => ['location-services', portal.kind, portal.code] as const,
};

/** What the session's location offers: one row per partner service it has switched on or off. */
export const locationServicesQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(locationServiceKeys.all(portal), () =>
    partnerClient(portal).POST('/partner/v1/locations/services/search/all', { body: ALL_BY_NAME }),
  );

/** Switches a partner service on or off at the location and sets its own rate (null: the partner's). */
export const useSaveLocationService = (portal: PortalRef) =>
  resource.useInvalidatingMutation(
    (body: LocationServiceInput) =>
      unwrap(partnerClient(portal).POST('/partner/v1/locations/services', { body })),
    [locationServiceKeys.all(portal), serviceKeys.all(portal)],
  );
