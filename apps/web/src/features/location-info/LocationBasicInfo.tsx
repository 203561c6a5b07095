import { Paper, Stack, Table, Title } from '@mantine/core';
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
        <Table>
          <Table.Tbody>
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
