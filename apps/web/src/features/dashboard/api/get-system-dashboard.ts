import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import type { DashboardFigure } from '../figures';
import { dashboardKeys } from '../keys';

export async function getSystemDashboard(): Promise<DashboardFigure[]> {
  const { data } = await unwrap(systemClient().GET('/system/v1/dashboard'));
  return [
    { label: 'Partners', value: data.partners },
    { label: 'Locations', value: data.locations },
    { label: 'Partner and location users', value: data.users },
    { label: 'System users', value: data.systemUsers ?? null },
  ];
}

export const systemDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.system(), queryFn: getSystemDashboard });

export const useSystemDashboard = () => useSuspenseQuery(systemDashboardQueryOptions());
