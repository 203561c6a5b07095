import { createFileRoute } from '@tanstack/react-router';
import {
  PortalDashboardPage,
  loadPortalDashboard,
} from '../../../../features/dashboard/portal-dashboard-page';

export const Route = createFileRoute('/location/$locationCode/_portal/dashboard')({
  loader: loadPortalDashboard,
  component: PortalDashboardPage,
});
