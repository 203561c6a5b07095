import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { COUNT_ONLY, figure } from '../figures';
import { dashboardKeys } from '../keys';

export async function getSystemDashboard() {
  const client = systemClient();
  return Promise.all([
    figure('Partners', () => unwrap(client.POST('/system/v1/partner/search', { body: COUNT_ONLY }))),
    figure('Partner and location users', () =>
      unwrap(client.POST('/system/v1/users/search', { body: COUNT_ONLY })),
    ),
    figure('System users', () => unwrap(client.POST('/system/v1/user/search', { body: COUNT_ONLY }))),
  ]);
}

export const systemDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.system(), queryFn: getSystemDashboard });

export const useSystemDashboard = () => useSuspenseQuery(systemDashboardQueryOptions());
