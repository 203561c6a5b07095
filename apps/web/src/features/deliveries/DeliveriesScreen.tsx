import { useState } from 'react';
import {
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { DELIVERY_STATUS_LABELS, formatInstant, type DeliveryStatus } from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useRetryDelivery } from './api/retry-delivery';
import { useDeliveries, type DeliverySearch } from './api/search-deliveries';
import { ActionsHeader } from '../lists/ListRows';

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  queued: 'gray',
  sent: 'green',
  retrying: 'yellow',
  failed: 'red',
};

const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS', sftp: 'EFT SFTP' } as const;

export interface DeliveriesScreenProps {
  search: DeliverySearch;
  /** Writes a change of page, filter or sort into the URL. */
  onSearchChange: (change: Partial<DeliverySearch>) => void;
}

function SortHeader({
  label,
  column,
  search,
  onSearchChange,
}: {
  label: string;
  column: DeliverySearch['sortBy'];
} & DeliveriesScreenProps) {
  const active = search.sortBy === column;
  const next = active && search.sortOrder === 'ASC' ? 'DESC' : 'ASC';
  return (
    <Table.Th aria-sort={active ? (search.sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSearchChange({ sortBy: column, sortOrder: next, page: 1 })}>
        <Text fw={600} size="sm">
          {label} {active ? (search.sortOrder === 'ASC' ? '▲' : '▼') : ''}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Every message Ridgeline sent or is sending, with its state and last error; failed ones can be retried. */
export function DeliveriesScreen({ search, onSearchChange }: DeliveriesScreenProps) {
  const { data, isPending } = useDeliveries(search);
  const retry = useRetryDelivery();
  const [text, setText] = useState(search.q ?? '');
  const rows = data?.data ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.totalRecords / search.size)) : 1;
  return (
    <Stack>
      <Title order={1} size="h2">
        Deliveries
      </Title>
      <Group align="end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearchChange({ q: text.trim() || undefined, page: 1 });
          }}
        >
          <TextInput
            label="Search"
            placeholder="Recipient or subject"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </form>
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={Object.entries(DELIVERY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          value={search.status ?? null}
          onChange={(value) =>
            onSearchChange({ status: (value as DeliveryStatus | null) ?? undefined, page: 1 })
          }
        />
      </Group>
      {isPending ? (
        <Center py="xl">
          <LoadingIndicator label="Loading deliveries" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          No deliveries {search.status || search.q ? 'match this search' : 'yet'}.
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <SortHeader
                label="Created"
                column="createdOn"
                search={search}
                onSearchChange={onSearchChange}
              />
              <Table.Th>Channel</Table.Th>
              <SortHeader
                label="Recipient"
                column="recipient"
                search={search}
                onSearchChange={onSearchChange}
              />
              <Table.Th>Subject</Table.Th>
              <SortHeader label="Status" column="status" search={search} onSearchChange={onSearchChange} />
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatInstant(row.createdOn)}</Table.Td>
                <Table.Td>{CHANNEL_LABELS[row.channel]}</Table.Td>
                <Table.Td>{row.recipient}</Table.Td>
                <Table.Td>{row.subject}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="light">
                    {DELIVERY_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>
                  <Text
                    size="xs"
                    c={row.status === 'sent' ? 'dimmed' : 'red'}
                    maw={420}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {row.lastError ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.status === 'sent' ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Retry delivery to ${row.recipient}`}
                      disabled={retry.isPending && retry.variables === row.id}
                      onClick={() =>
                        retry.mutate(row.id, {
                          onSuccess: () => notifySuccess('Delivery queued again'),
                          onError: notifyFailure,
                        })
                      }
                    >
                      Retry
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.totalRecords > search.size ? (
        <Pagination
          total={pages}
          value={search.page}
          onChange={(page) => onSearchChange({ page })}
          aria-label="Deliveries pages"
        />
      ) : null}
    </Stack>
  );
}
