import { createFileRoute } from '@tanstack/react-router';
import { ensureLocationWithMap } from '../../../../../../features/locations/api/ensure-location-with-map';
import { LocationDetail } from '../../../../../../features/locations/LocationDetail';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/detail/$locationId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    ensureLocationWithMap(queryClient, { kind: 'partner', code: params.partnerCode }, params.locationId),
  component: function LocationDetailRoute() {
    const { partnerCode, locationId } = Route.useParams();
    return <LocationDetail portal={{ kind: 'partner', code: partnerCode }} id={locationId} />;
  },
});
