import { createFileRoute } from '@tanstack/react-router';
import { appointmentListSearch } from '../../../../features/appointments/appointment-list-search';
import { AppointmentsScreen } from '../../../../features/appointments/AppointmentsScreen';
import { useUrlSearch } from '../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/appointment')({
  validateSearch: appointmentListSearch,
  component: function AppointmentsRoute() {
    const { partnerCode } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { search, onSearch } = useUrlSearch(Route);
    return <AppointmentsScreen portal={portal} locationId={null} search={search} onSearch={onSearch} />;
  },
});
