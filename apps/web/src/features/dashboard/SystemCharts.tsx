import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { LoadingIndicator } from '@ridgeline/ui';
import { systemClient } from '../session/backend';
import { sessions } from '../session/browser-session';
import { dashboardKeys } from './keys';
import { SystemChartsView } from './SystemChartsView';

/**
 * The system dashboard's charts, fetched after the tiles are on screen. recharts loads with this component only
 * (the dashboard route imports it lazily), so the first screen's JavaScript does not grow.
 */
export default function SystemCharts() {
  const { data, isError } = useQuery({
    queryKey: [...dashboardKeys.system(), 'charts'],
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/dashboard/charts'))).data,
    // The charts load lazily: mounted after a logout they would call with no session and be refused (401).
    enabled: Boolean(sessions.token('system')),
  });
  if (isError) return <Text c="red.8">The charts could not be loaded.</Text>;
  if (!data) return <LoadingIndicator size="sm" label="Loading the system charts" />;
  return <SystemChartsView charts={data} />;
}
