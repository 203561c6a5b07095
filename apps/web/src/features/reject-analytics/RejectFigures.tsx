import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { percent } from './reject-request';
import type { RejectAnalytics } from './api/reject-analytics';

type Group = RejectAnalytics['byLocation'][number];
type Count = RejectAnalytics['byReason'][number];

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={32} data-testid={`figure-${label}`}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}

/** A breakdown with answered, rejected and the rate: the worst first, as the API orders it. */
function GroupTable({ title, head, rows }: { title: string; head: string; rows: Group[] }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head}</Table.Th>
            <Table.Th ta="right">Answered</Table.Th>
            <Table.Th ta="right">Rejected</Table.Th>
            <Table.Th ta="right">Reject rate</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? ''}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{row.answered}</Table.Td>
              <Table.Td ta="right">{row.rejected}</Table.Td>
              <Table.Td ta="right">{percent(row.rejectRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Rejects of one reason or finger. */
function CountTable({
  title,
  head,
  rows,
  none,
}: {
  title: string;
  head: string;
  rows: Count[];
  none: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{head}</Table.Th>
              <Table.Th ta="right">Rejected</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key ?? ''}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.rejected}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * The figures of reject analytics: first-time acceptance, the reject rate and the counts behind them, then every
 * breakdown as a table (the charts draw the same figures for the eye).
 */
export function RejectFigures({
  data,
  showLocations,
}: {
  data: RejectAnalytics;
  /** A location session's breakdown by location would be one row: left out. */
  showLocations: boolean;
}) {
  const { totals } = data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Tile
          label="First-time acceptance"
          value={percent(totals.firstTimeAcceptanceRate)}
          detail={`${totals.firstAccepted} of ${totals.firstAnswered} first transmissions accepted`}
        />
        <Tile
          label="Reject rate"
          value={percent(totals.rejectRate)}
          detail={`${totals.rejected} of ${totals.answered} answered transmissions rejected`}
        />
        <Tile
          label="Rejects"
          value={totals.rejected.toLocaleString('en-US')}
          detail={`${totals.answered - totals.rejected} accepted`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountTable
          title="Rejects by reason"
          head="EBTS error code"
          rows={data.byReason}
          none="No rejects."
        />
        <CountTable
          title="Rejects by finger"
          head="Finger"
          rows={data.byFinger}
          none="No reject names a single finger."
        />
        {data.byPartner && <GroupTable title="By partner" head="Partner" rows={data.byPartner} />}
        {showLocations && <GroupTable title="By location" head="Location" rows={data.byLocation} />}
        <GroupTable title="By operator" head="Operator" rows={data.byOperator} />
        <GroupTable title="By device" head="Device" rows={data.byDevice} />
      </SimpleGrid>
    </Stack>
  );
}
