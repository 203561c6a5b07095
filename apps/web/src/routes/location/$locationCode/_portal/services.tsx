import { createFileRoute } from '@tanstack/react-router';
import { usePortal } from '../../../../features/session/portal-page';
import { LocationServicesScreen } from '../../../../features/services/LocationServicesScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/services')({
  component: function LocationServicesRoute() {
    return <LocationServicesScreen portal={usePortal()} />;
  },
});
