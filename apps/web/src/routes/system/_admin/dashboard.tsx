import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingIndicator } from '@ridgeline/ui';
import { lazy, Suspense } from 'react';
import {
  systemDashboardQueryOptions,
  useSystemDashboard,
} from '../../../features/dashboard/api/get-system-dashboard';
import { DashboardFigures } from '../../../features/dashboard/DashboardFigures';
import { InactiveAccountsWarning } from '../../../features/dashboard/InactiveAccountsWarning';

// recharts is large: the charts load after the tiles are on screen.
const SystemCharts = lazy(() => import('../../../features/dashboard/SystemCharts'));

export const Route = createFileRoute('/system/_admin/dashboard')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(systemDashboardQueryOptions()),
  component: SystemDashboard,
});

function SystemDashboard() {
  const { data } = useSystemDashboard();
  return (
    <Stack>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <InactiveAccountsWarning />
      <DashboardFigures figures={data} />
      <Suspense fallback={<LoadingIndicator size="sm" label="Loading the system charts" />}>
        <SystemCharts />
      </Suspense>
    </Stack>
  );
}
