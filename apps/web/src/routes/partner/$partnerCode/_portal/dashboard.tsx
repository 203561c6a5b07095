import { createFileRoute } from '@tanstack/react-router';
import {
  PortalDashboardPage,
  loadPortalDashboard,
} from '../../../../features/dashboard/portal-dashboard-page';

export const Route = createFileRoute('/partner/$partnerCode/_portal/dashboard')({
  loader: loadPortalDashboard,
  component: PortalDashboardPage,
});
