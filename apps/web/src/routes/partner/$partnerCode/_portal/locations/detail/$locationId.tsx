import { createFileRoute } from '@tanstack/react-router';
import { locationQueryOptions } from '../../../../../../features/locations/api/locations';
import { LocationDetail } from '../../../../../../features/locations/LocationDetail';
import { mapSettingsQueryOptions } from '../../../../../../features/maps/map-settings';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/detail/$locationId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) => {
    const portal = { kind: 'partner', code: params.partnerCode } as const;
    return Promise.all([
      queryClient.ensureQueryData(locationQueryOptions(portal, params.locationId)),
      queryClient.ensureQueryData(mapSettingsQueryOptions(portal)),
    ]);
  },
  component: function LocationDetailRoute() {
    const { partnerCode, locationId } = Route.useParams();
    return <LocationDetail portal={{ kind: 'partner', code: partnerCode }} id={locationId} />;
  },
});
