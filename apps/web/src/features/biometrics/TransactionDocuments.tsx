import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { DownloadButton } from '../downloads/DownloadButton';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import type { BiometricTransaction } from './api/biometrics';
import { PrintApplicationFormButton } from './PrintApplicationFormButton';

/**
 * The documents of a transaction, each downloaded with a progress bar and the §8 `Download failed` message: the
 * FD-258 card as the PRN file for the card printer, the application form (the card with its box outlines), the EFT
 * file once built, and the identity-history-summary PDF; and the application form printed through the device agent.
 */
export function TransactionDocuments({
  portal,
  transaction,
}: {
  portal: PortalRef;
  transaction: BiometricTransaction;
}) {
  const client = partnerClient(portal);
  const name = transaction.transactionControlNumber || transaction.id;
  const id = encodeURIComponent(transaction.id);
  return (
    <Card withBorder component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="documents-title">
          Documents
        </Title>
        <Group align="start">
          <DownloadButton
            client={client}
            url={`/partner/v1/biometrics/get-prn-file/${id}`}
            fileName={`${name}.prn`}
            label="FD-258 card (PRN)"
          />
          <DownloadButton
            client={client}
            url={`/partner/v1/biometrics/application-form/${id}`}
            fileName={`FD-258-${name}.pdf`}
            label="Application form"
          />
          <DownloadButton
            client={client}
            url={`/partner/v1/biometrics/eft-file/${id}`}
            fileName={`${name}.eft`}
            label="EFT file"
            disabled={!transaction.eftFile}
          />
          <DownloadButton
            client={client}
            url={`/partner/v1/biometrics/identity-history-summary/${id}`}
            fileName={`identity-history-summary-${name}.pdf`}
            label="Identity history summary"
          />
          <PrintApplicationFormButton portal={portal} transaction={transaction} />
        </Group>
        {!transaction.eftFile && (
          <Text size="xs" c="dimmed">
            The EFT file is built when the capture is completed with Generate EFT.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
