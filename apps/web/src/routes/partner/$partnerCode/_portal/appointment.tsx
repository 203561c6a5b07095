import { createFileRoute } from '@tanstack/react-router';
import { appointmentListSearch } from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';
import { usePortalSearch } from '../../../../features/lists/use-portal-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    return <AppointmentsScreen locationId={null} {...usePortalSearch(Route)} />;
  },
});
