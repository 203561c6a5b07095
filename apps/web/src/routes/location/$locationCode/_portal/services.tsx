import { createFileRoute } from '@tanstack/react-router';
import { LocationServicesScreen } from '../../../../features/services/LocationServicesScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/services')({
  component: function LocationServicesRoute() {
    const { locationCode } = Route.useParams();
    return <LocationServicesScreen portal={{ kind: 'location', code: locationCode }} />;
  },
});
