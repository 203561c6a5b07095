import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  appointmentListSearch,
  type AppointmentListSearch,
} from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    const { partnerCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const onSearch = useCallback(
      (next: Partial<AppointmentListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <AppointmentsScreen portal={portal} locationId={null} search={search} onSearch={onSearch} />;
  },
});
