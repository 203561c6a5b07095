import { Stack, Text, Title } from '@mantine/core';
import type { PortalRef } from '../session/session-types';
import { usePartnerSession } from '../session/use-session';
import { usePortalDashboard } from './api/get-portal-dashboard';
import { DashboardFigures } from './DashboardFigures';

export function PortalDashboard({ portal }: { portal: PortalRef }) {
  const { data } = usePortalDashboard(portal);
  const session = usePartnerSession(portal);
  const name = portal.kind === 'location' ? session?.location?.name : session?.partnerLegalName;
  return (
    <Stack>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {name ? <Text c="dimmed">{name}</Text> : null}
      {data.length > 0 ? <DashboardFigures figures={data} /> : <Text>Nothing to count here yet.</Text>}
    </Stack>
  );
}
