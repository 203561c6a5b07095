import { Paper, Stack, Title } from '@mantine/core';
import { DetailTable } from '../lists/DetailTable';
import type { PortalRef } from '../session/session-types';
import { useLocationInfo } from './api/get-location-info';

export function LocationBasicInfo({ portal }: { portal: PortalRef }) {
  const { data } = useLocationInfo(portal);
  const rows: [string, string | null | undefined][] = [
    ['Name', data.title],
    ['Code', data.code],
    ['Display name', data.displayName],
    ['Description', data.description],
    ['Time zone', data.timeZone],
    ['Address', [data.addressLineOne, data.addressLineTwo].filter(Boolean).join(', ')],
    ['City', data.city],
    ['State', data.state],
    ['ZIP code', data.zipCode],
    ['Contact', data.contact],
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        Basic Info
      </Title>
      <Paper withBorder p="md" maw={640}>
        <DetailTable rows={rows} labelWidth={160} />
      </Paper>
    </Stack>
  );
}
