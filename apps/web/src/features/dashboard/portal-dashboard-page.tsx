import { portalLoader, usePortal } from '../session/portal-page';
import { portalDashboardQueryOptions } from './api/get-portal-dashboard';
import { PortalDashboard } from './PortalDashboard';

/** The loader of …/dashboard in either portal: its figures. */
export const loadPortalDashboard = portalLoader((queryClient, portal) =>
  queryClient.ensureQueryData(portalDashboardQueryOptions(portal)),
);

export function PortalDashboardPage() {
  return <PortalDashboard portal={usePortal()} />;
}
