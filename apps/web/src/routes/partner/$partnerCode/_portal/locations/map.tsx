import { createFileRoute } from '@tanstack/react-router';
import { allLocationsQueryOptions } from '../../../../../features/locations/api/locations';
import { LocationsMapScreen } from '../../../../../features/locations/LocationsMapScreen';
import { mapSettingsQueryOptions } from '../../../../../features/maps/map-settings';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/map')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) => {
    const portal = { kind: 'partner', code: params.partnerCode } as const;
    return Promise.all([
      queryClient.ensureQueryData(allLocationsQueryOptions(portal)),
      queryClient.ensureQueryData(mapSettingsQueryOptions(portal)),
    ]);
  },
  component: function LocationsMapRoute() {
    const { partnerCode } = Route.useParams();
    return <LocationsMapScreen portal={{ kind: 'partner', code: partnerCode }} />;
  },
});
