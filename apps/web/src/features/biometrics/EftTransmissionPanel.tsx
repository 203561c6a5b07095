import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import {
  EFT_TRANSMISSION_LABELS,
  eftSending,
  formatInstant,
  type BiometricStatus,
  type EftTransmissionState,
} from '@ridgeline/domain';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../forms/error-message';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { sessions } from '../session/browser-session';
import type { PortalRef } from '../session/session-types';
import { biometricKeys, type BiometricTransaction } from './api/biometrics';
import { useEftTransmissions, useSendEft } from './api/eft-transmissions';

const RESULT_COLORS: Record<EftTransmissionState, string> = {
  QUEUED: 'blue',
  TRANSMITTED: 'green',
  SUCCESS: 'green',
  FAILED: 'red',
};

/**
 * The transaction's EFT transmission: its result, the send (or resend after a failure) with the server's message
 * as a toast (§8), and every transfer queued for it with its attempts and last error. While a transfer is on its
 * way the history is read again every two seconds.
 */
export function EftTransmissionPanel({
  portal,
  transaction,
}: {
  portal: PortalRef;
  transaction: BiometricTransaction;
}) {
  const history = useEftTransmissions(portal, transaction.id);
  // The record's location's zone (issue 27 item 6), else the session's; never the browser's.
  const timeZone = transaction.locationTimeZone ?? sessions.readPartner(portal)?.timeZone;
  const when = (value: string | null) => (value ? formatInstant(value, timeZone) : '—');
  const send = useSendEft(portal);
  const result = (history.data?.transmissionResult ??
    transaction.transmissionResult) as EftTransmissionState | null;
  const lastError = history.data ? history.data.transmissionError : transaction.transmissionError;
  const sending = eftSending(transaction.status as BiometricStatus, result, Boolean(transaction.eftFile));
  const transfers = history.data?.transmissions ?? [];
  const queryClient = useQueryClient();
  // A transfer that ends changes the transaction too (SENT_TO_FBI): read it again.
  useEffect(() => {
    if (history.data && history.data.transmissionResult !== transaction.transmissionResult) {
      void queryClient.invalidateQueries({ queryKey: biometricKeys.detail(portal, transaction.id) });
    }
  }, [history.data, transaction.transmissionResult, transaction.id, portal, queryClient]);

  return (
    <Card withBorder component="section" aria-labelledby="eft-transmission-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id="eft-transmission-title">
              EFT transmission
            </Title>
            <Badge
              variant="light"
              color={result ? RESULT_COLORS[result] : 'gray'}
              data-testid="transmission-result"
            >
              {result ? EFT_TRANSMISSION_LABELS[result] : 'Not sent'}
            </Badge>
            {result === 'QUEUED' && <LoadingIndicator size="xs" label="Transfer in progress" />}
          </Group>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!sending.allowed}
            loading={send.isPending}
            onClick={() =>
              send
                .mutateAsync(transaction.id)
                .then((answer) => notifySuccess(answer.message ?? 'The EFT file is queued for transfer'))
                .catch(notifyFailure)
            }
          >
            {sending.allowed && sending.action === 'resend' ? 'Resend EFT' : 'Send EFT'}
          </Button>
        </Group>
        {!sending.allowed && (
          <Text size="sm" c="dimmed">
            {sending.reason}
          </Text>
        )}
        {result === 'FAILED' && lastError && (
          <Alert color="red" title="The last transfer failed">
            {lastError}
          </Alert>
        )}
        {result === 'QUEUED' && lastError && (
          <Alert color="yellow" title="Retrying">
            {lastError}
          </Alert>
        )}
        {history.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(history.error)}
          </Text>
        ) : history.isPending ? (
          <LoadingIndicator size="sm" label="Loading the transfers" />
        ) : transfers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No transfer yet.
          </Text>
        ) : (
          <Table striped aria-label="EFT transfers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Queued</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Last error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transfers.map((transfer) => (
                <Table.Tr key={transfer.id}>
                  <Table.Td>{transfer.fileName}</Table.Td>
                  <Table.Td>{EFT_TRANSMISSION_LABELS[transfer.transmissionResult]}</Table.Td>
                  <Table.Td>{transfer.attempts}</Table.Td>
                  <Table.Td>{when(transfer.createdOn)}</Table.Td>
                  <Table.Td>{when(transfer.sentOn)}</Table.Td>
                  <Table.Td>{transfer.lastError ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
