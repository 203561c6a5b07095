import { createFileRoute } from '@tanstack/react-router';
import { locationInfoQueryOptions } from '../../../../features/location-info/api/get-location-info';
import { LocationBasicInfo } from '../../../../features/location-info/LocationBasicInfo';

export const Route = createFileRoute('/location/$locationCode/_portal/basic-info')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(locationInfoQueryOptions({ kind: 'location', code: params.locationCode })),
  component: function LocationBasicInfoRoute() {
    const { locationCode } = Route.useParams();
    return <LocationBasicInfo portal={{ kind: 'location', code: locationCode }} />;
  },
});
