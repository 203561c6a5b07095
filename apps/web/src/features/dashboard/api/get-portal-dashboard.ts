import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import type { DashboardFigure } from '../figures';
import { dashboardKeys } from '../keys';

/** The partner dashboard counts the partner's locations and users; a location's counts its own users. */
export async function getPortalDashboard(ref: PortalRef): Promise<DashboardFigure[]> {
  const { data } = await unwrap(partnerClient(ref).GET('/partner/v1/dashboard'));
  return ref.kind === 'partner'
    ? [
        { label: 'Locations', value: data.locations },
        { label: 'Users', value: data.users },
      ]
    : [{ label: 'Users', value: data.users }];
}

export const portalDashboardQueryOptions = (ref: PortalRef) =>
  queryOptions({ queryKey: dashboardKeys.portal(ref), queryFn: () => getPortalDashboard(ref) });

export const usePortalDashboard = (ref: PortalRef) => useSuspenseQuery(portalDashboardQueryOptions(ref));
