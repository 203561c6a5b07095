import { createFileRoute } from '@tanstack/react-router';
import { appointmentListSearch } from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';
import { usePortalSearch } from '../../../../features/lists/use-portal-search';
import { sessions } from '../../../../features/session/browser-session';

export const Route = createFileRoute('/location/$locationCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    const props = usePortalSearch(Route);
    return (
      <AppointmentsScreen locationId={sessions.readPartner(props.portal)?.locationId ?? null} {...props} />
    );
  },
});
