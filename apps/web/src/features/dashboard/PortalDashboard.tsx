import { Stack, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { lazy, Suspense } from 'react';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { usePartnerSession } from '../session/use-session';
import { usePortalDashboard } from './api/get-portal-dashboard';
import { DashboardFigures } from './DashboardFigures';

// recharts is large: it loads after the dashboard is on screen, and only for users who may list appointments.
const AppointmentCharts = lazy(() => import('./AppointmentCharts'));

export function PortalDashboard({ portal }: { portal: PortalRef }) {
  const { data } = usePortalDashboard(portal);
  const session = usePartnerSession(portal);
  const can = useCan(portal);
  const name = portal.kind === 'location' ? session?.location?.name : session?.partnerLegalName;
  return (
    <Stack>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {name ? <Text c="dimmed">{name}</Text> : null}
      {data.length > 0 ? <DashboardFigures figures={data} /> : <Text>Nothing to count here yet.</Text>}
      {can('appointments:list') && (
        <Suspense fallback={<LoadingIndicator size="sm" label="Loading the appointment charts" />}>
          <AppointmentCharts portal={portal} />
        </Suspense>
      )}
    </Stack>
  );
}
