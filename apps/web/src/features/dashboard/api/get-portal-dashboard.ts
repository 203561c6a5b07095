import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { hasPermission, permissionCode, type PermissionModule } from '@ridgeline/domain';
import { partnerClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { PortalRef } from '../../session/session-types';
import { COUNT_ONLY, figure, type DashboardFigure } from '../figures';
import { dashboardKeys } from '../keys';

/** Only figures the session may list are asked for, so a dashboard never provokes a 403. */
export async function getPortalDashboard(ref: PortalRef): Promise<DashboardFigure[]> {
  const client = partnerClient(ref);
  const permissions = sessions.readPartner(ref)?.permissions ?? {};
  const may = (module: PermissionModule) => hasPermission(permissions, permissionCode(module, 'list'));
  const figures: Promise<DashboardFigure>[] = [];
  if (ref.kind === 'partner' && may('locations')) {
    figures.push(
      figure('Locations', () => unwrap(client.POST('/partner/v1/locations/search', { body: COUNT_ONLY }))),
    );
  }
  if (may('users')) {
    figures.push(
      figure('Users', () => unwrap(client.POST('/partner/v1/users/search', { body: COUNT_ONLY }))),
    );
  }
  if (may('appointments')) {
    figures.push(
      figure('Appointments', () =>
        unwrap(client.POST('/partner/v1/appointments/search', { body: COUNT_ONLY })),
      ),
    );
  }
  if (may('biometrics')) {
    figures.push(
      figure('Biometric records', () =>
        unwrap(client.POST('/partner/v1/biometrics/search', { body: COUNT_ONLY })),
      ),
    );
  }
  return Promise.all(figures);
}

export const portalDashboardQueryOptions = (ref: PortalRef) =>
  queryOptions({ queryKey: dashboardKeys.portal(ref), queryFn: () => getPortalDashboard(ref) });

export const usePortalDashboard = (ref: PortalRef) => useSuspenseQuery(portalDashboardQueryOptions(ref));
