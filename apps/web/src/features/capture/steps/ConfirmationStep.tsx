import { useState } from 'react';
import { Alert, Checkbox, Image, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { annotationsOf } from '@ridgeline/capture-machine';
import { getPrinters } from '@ridgeline/device-agent-client';
import { buildCompletionPayload, fingerLabel, isFingerCode, missingFingerCode } from '@ridgeline/domain';
import { errorMessage } from '../../forms/error-message';
import { notifyFailure, notifySuccess } from '../../forms/toasts';
import { captureKeys } from '../api/capture-keys';
import { completeTransaction, useBiometricSetting, usePrinterConfig } from '../api/capture-api';
import type { CaptureStepProps } from '../capture-step-props';
import { StepFooter } from '../StepFooter';

/**
 * Step 7: what is about to be completed, the printer (the agent's list) with the offsets of the printer
 * settings, whether an EFT file is generated, and Complete (PUT /biometrics/complete).
 *
 * Test ids for journeys: capture-confirmation (the screen), confirmation-summary, confirmation-printer,
 * confirmation-generate-eft, confirmation-complete.
 */
export function ConfirmationStep({ portal, transaction, state, send, agent, refresh }: CaptureStepProps) {
  const { context } = state;
  const printerConfig = usePrinterConfig(portal);
  const setting = useBiometricSetting(portal);
  const printers = useQuery({
    queryKey: captureKeys.agentPrinters(agent),
    queryFn: ({ signal }) => getPrinters(agent, signal),
    retry: false,
  });
  const [printer, setPrinter] = useState<string | null>(null);
  const [generateEft, setGenerateEft] = useState<boolean | null>(null);
  const [completing, setCompleting] = useState(false);
  const chosenPrinter = printer ?? printers.data?.find((entry) => entry.isDefault)?.name ?? null;
  const eft = generateEft ?? setting.data?.generateEft ?? false;
  const annotations = transaction?.annotations.length
    ? transaction.annotations
    : annotationsOf(context.fingers, context.markReasons);
  const printCount = transaction?.fingerprints.length ?? Object.keys(context.prints).length;
  const offsets = printerConfig.data;

  const complete = async () => {
    if (!transaction) return;
    setCompleting(true);
    try {
      const payload = buildCompletionPayload({
        id: transaction.id,
        status: 'COMPLETED',
        leftOffset: offsets?.leftOffset ?? null,
        topOffset: offsets?.topOffset ?? null,
        printBlack: offsets?.printBlack ?? null,
        printWhite: offsets?.printWhite ?? null,
        sharpness: offsets?.sharpness ?? null,
        gamma: offsets?.gamma ?? null,
        generateEft: eft,
        printerInfo: chosenPrinter,
      });
      const answer = await completeTransaction(portal, payload);
      notifySuccess(answer.message ?? 'Transaction completed successfully');
      // The record opens next: it must not show the cached in-progress transaction.
      await refresh();
      const { id: _id, status: _status, ...rest } = payload;
      send({ type: 'capture.complete', payload: rest });
    } catch (error) {
      notifyFailure(error);
      setCompleting(false);
    }
  };

  const name = transaction ? `${transaction.firstName} ${transaction.lastName}`.trim() : '';
  return (
    <Stack data-testid="capture-confirmation">
      <Title order={2} size="h3">
        Confirmation
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Table variant="vertical" withTableBorder data-testid="confirmation-summary" aria-label="Summary">
          <Table.Tbody>
            <Row label="Applicant" value={name || '—'} />
            <Row label="Date of birth" value={transaction?.dateOfBirth ?? '—'} />
            <Row label="Resident status" value={transaction?.residentStatus ?? '—'} />
            <Row label="ORI" value={transaction?.originatingAgencyIdentifier || '—'} />
            <Row label="Prints stored" value={String(printCount)} />
            <Row
              label="Annotations"
              value={
                annotations.length === 0
                  ? 'None'
                  : annotations
                      .map((note) => {
                        const code = isFingerCode(note.code) ? fingerLabel(note.code) : note.code;
                        const missing = note.color === 'RED' ? missingFingerCode(note.reason) : null;
                        return `${code}: ${missing ?? note.reason ?? note.color}`;
                      })
                      .join(', ')
              }
            />
            <Row
              label="Photograph"
              value={
                transaction?.image ? 'Taken' : transaction?.oriRequiresPhotograph ? 'Missing' : 'Not required'
              }
            />
            <Row
              label="Signatures"
              value={
                transaction?.applicantSignature && transaction.officerSignature
                  ? 'Applicant and officer'
                  : 'Missing'
              }
            />
          </Table.Tbody>
        </Table>
        <Stack>
          {transaction?.image ? <Image src={transaction.image} alt="Applicant photograph" maw={160} /> : null}
          <Select
            label="Printer"
            data-testid="confirmation-printer"
            placeholder={printers.isPending ? 'Asking the device agent…' : 'No printer'}
            data={(printers.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
            value={chosenPrinter}
            onChange={setPrinter}
            error={
              printers.isError ? (errorMessage(printers.error) ?? 'The printers could not be read') : null
            }
          />
          <Text size="sm" c="dimmed" data-testid="confirmation-offsets">
            Printer offsets from the settings: left {offsets?.leftOffset ?? '0'} mm, top{' '}
            {offsets?.topOffset ?? '0'} mm.
          </Text>
          <Checkbox
            label="Generate the EFT file"
            data-testid="confirmation-generate-eft"
            checked={eft}
            onChange={(event) => setGenerateEft(event.currentTarget.checked)}
          />
          {eft ? (
            <Alert color="blue" variant="light">
              The EFT file is built on completion; the transaction cannot complete if a field the FBI needs is
              missing.
            </Alert>
          ) : null}
        </Stack>
      </SimpleGrid>
      <div data-testid="confirmation-complete">
        <StepFooter
          onBack={() => send({ type: 'step.back' })}
          onNext={() => void complete()}
          nextLabel="Complete"
          busy={completing}
        />
      </div>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
