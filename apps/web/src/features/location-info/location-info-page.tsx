import { portalLoader, usePortal } from '../session/portal-page';
import { locationInfoQueryOptions } from './api/get-location-info';
import { LocationBasicInfo } from './LocationBasicInfo';

/** The loader of /location/$locationCode/basic-info: the location's own record. */
export const loadLocationInfo = portalLoader((queryClient, portal) =>
  queryClient.ensureQueryData(locationInfoQueryOptions(portal)),
);

export function LocationBasicInfoPage() {
  return <LocationBasicInfo portal={usePortal()} />;
}
