import { createFileRoute } from '@tanstack/react-router';
import { appointmentListSearch } from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';
import { sessions } from '../../../../features/session/browser-session';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/location/$locationCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    const { locationCode } = Route.useParams();
    const portal = { kind: 'location', code: locationCode } as const;
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <AppointmentsScreen
        portal={portal}
        locationId={sessions.readPartner(portal)?.locationId ?? null}
        search={search}
        onSearch={onSearch}
      />
    );
  },
});
