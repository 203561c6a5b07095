import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  appointmentListSearch,
  type AppointmentListSearch,
} from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';
import { sessions } from '../../../../features/session/browser-session';

export const Route = createFileRoute('/location/$locationCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    const { locationCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const portal = { kind: 'location', code: locationCode } as const;
    const onSearch = useCallback(
      (next: Partial<AppointmentListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
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
