import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import {
  systemDashboardQueryOptions,
  useSystemDashboard,
} from '../../../features/dashboard/api/get-system-dashboard';
import { DashboardFigures } from '../../../features/dashboard/DashboardFigures';
import { InactiveAccountsWarning } from '../../../features/dashboard/InactiveAccountsWarning';

export const Route = createFileRoute('/system/_admin/dashboard')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
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
    </Stack>
  );
}
