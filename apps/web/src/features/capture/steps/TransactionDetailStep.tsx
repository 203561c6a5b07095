import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { createStepStorage } from '@ridgeline/capture-machine';
import { DEVICE_CONNECTION_MESSAGE, getDeviceInfo, type DeviceInfo } from '@ridgeline/device-agent-client';
import { ORI_NUMBER_MESSAGE, isOriNumber, normaliseOriNumber } from '@ridgeline/domain';
import { useAppointment } from '../../appointments/api/appointments';
import { captureKeys } from '../api/capture-keys';
import { errorMessage } from '../../forms/error-message';
import {
  createTransaction,
  updateTransaction,
  useBiometricServices,
  verifyOri,
  type OriVerifyResult,
  type TransactionInput,
} from '../api/capture-api';
import { appointmentPath, capturePath } from '../capture-paths';
import type { CaptureStepProps } from '../capture-step-props';
import { StepFooter } from '../StepFooter';
import { useStepSave } from '../use-step-save';

const DEVICE_FIELDS: [keyof DeviceInfo, string][] = [
  ['productName', 'Product'],
  ['deviceType', 'Device type'],
  ['deviceId', 'Device id'],
  ['serialNumber', 'Serial number'],
  ['firmwareVersion', 'Firmware'],
  ['hardwareVersion', 'Hardware'],
];

/**
 * Step 1 (spec §2): the service, the ORI with its verification (which decides whether a photograph is required),
 * the appointment the capture comes from and the scanner as the device agent reports it. Next creates the
 * transaction (POST) the first time and updates it (PUT) afterwards (§4).
 */
export function TransactionDetailStep({
  portal,
  transaction,
  send,
  agent,
  agentDownloadUrl,
  appointmentId,
}: CaptureStepProps) {
  const navigate = useNavigate();
  const appointment = useAppointment(portal, transaction ? null : (appointmentId ?? null));
  const services = useBiometricServices(portal);
  const device = useQuery({
    queryKey: captureKeys.agentDevice(agent),
    queryFn: ({ signal }) => getDeviceInfo(agent, signal),
    retry: false,
  });
  const linkedAppointment = transaction?.appointmentId ?? appointmentId ?? null;
  const [serviceId, setServiceId] = useState<string | null>(
    transaction?.partnerServiceId ?? appointment.data?.partnerServiceId ?? null,
  );
  const chosenService = serviceId ?? appointment.data?.partnerServiceId ?? null;
  const [oriNumber, setOriNumber] = useState(transaction?.originatingAgencyIdentifier ?? '');
  const [verification, setVerification] = useState<OriVerifyResult | null>(
    transaction?.oriId
      ? { verified: true, oriId: transaction.oriId, oriRequiresPhotograph: transaction.oriRequiresPhotograph }
      : null,
  );
  const [verifying, setVerifying] = useState(false);
  const save = useStepSave();
  const [oriError, setOriError] = useState<string | null>(null);

  const serviceOptions = [
    ...(services.data ?? []).map((service) => ({ value: service.id ?? '', label: service.displayName })),
  ];
  const appointmentService = appointment.data?.partnerServiceId;
  if (appointmentService && !serviceOptions.some((option) => option.value === appointmentService)) {
    serviceOptions.push({
      value: appointmentService,
      label: appointment.data?.serviceDisplayName ?? 'Service',
    });
  }
  if (
    transaction?.partnerServiceId &&
    !serviceOptions.some((o) => o.value === transaction.partnerServiceId)
  ) {
    serviceOptions.push({ value: transaction.partnerServiceId, label: 'Service of this transaction' });
  }

  const verify = async () => {
    const number = normaliseOriNumber(oriNumber);
    if (!isOriNumber(number)) {
      setOriError(ORI_NUMBER_MESSAGE);
      return;
    }
    if (!chosenService) {
      setOriError('Choose the service first');
      return;
    }
    setOriError(null);
    setVerifying(true);
    try {
      const result = await verifyOri(portal, { oriNumber: number, serviceId: chosenService });
      setOriNumber(number);
      setVerification(result);
      if (!result.verified) setOriError(result.message ?? 'The ORI could not be verified');
    } catch (error) {
      setVerification(null);
      setOriError(errorMessage(error) ?? 'The ORI could not be verified');
    } finally {
      setVerifying(false);
    }
  };

  const next = () =>
    save.run(async () => {
      if (!chosenService || !verification?.verified) return;
      const detail = device.data;
      const body: TransactionInput = {
        partnerServiceId: chosenService,
        oriId: verification.oriId,
        oriRequiresPhotograph: verification.oriRequiresPhotograph,
        originatingAgencyIdentifier: normaliseOriNumber(oriNumber),
        captureType: 'ROLL',
        ...(detail
          ? {
              productName: detail.productName,
              deviceId: detail.deviceId,
              deviceType: detail.deviceType,
              firmwareVersion: detail.firmwareVersion,
              hardwareVersion: detail.hardwareVersion,
            }
          : {}),
      };
      if (transaction) {
        await updateTransaction(portal, transaction.id, body);
        send({ type: 'step.next' });
        return;
      }
      const source = appointment.data;
      const id = await createTransaction(portal, {
        ...body,
        ...(source
          ? {
              appointmentId: source.id ?? null,
              locationId: source.locationId,
              firstName: source.firstName,
              lastName: source.lastName,
              email: source.email || null,
              confirmEmail: source.email || null,
              contactNumber: source.contactNumber ?? '',
              // Paid online at booking (issue 29): the provider's reference is the payment's verification.
              ...(source.payment?.status === 'paid' && source.payment.reference
                ? { paymentVerificationCode: source.payment.reference }
                : {}),
            }
          : {}),
      });
      // The created transaction has its own capture route; it resumes at the Applicant step.
      createStepStorage(sessionStorage).write(1);
      await navigate({ href: capturePath(portal, id), replace: true });
    });

  return (
    <Stack>
      <Title order={2} size="h3">
        Transaction Detail
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack>
          {linkedAppointment ? (
            <Text size="sm">
              From{' '}
              <Anchor component={Link} to={appointmentPath(portal, linkedAppointment)}>
                {appointment.data
                  ? `the appointment of ${appointment.data.firstName} ${appointment.data.lastName} on ${appointment.data.appointmentDate}`
                  : 'its appointment'}
              </Anchor>
              {appointment.data?.payment?.status === 'paid'
                ? `. Paid online, verified (${appointment.data.payment.reference ?? 'no reference'})`
                : null}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              A walk-in capture (no appointment).
            </Text>
          )}
          <Select
            label="Service"
            required
            placeholder={services.isPending ? 'Loading services…' : 'Choose the service'}
            data={serviceOptions}
            value={chosenService}
            onChange={(value) => {
              setServiceId(value);
              setVerification(null);
            }}
            allowDeselect={false}
            nothingFoundMessage="No biometric service"
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="ORI"
              required
              description="Nine characters, e.g. WVFBI0000"
              value={oriNumber}
              onChange={(event) => {
                setOriNumber(event.currentTarget.value.toUpperCase());
                setVerification(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void verify();
              }}
              error={oriError}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={() => void verify()} loading={verifying}>
              Verify
            </Button>
          </Group>
          {verification?.verified ? (
            <Group gap="xs" data-testid="ori-verification">
              <Badge color="teal">ORI verified</Badge>
              <Text size="sm">
                {verification.oriRequiresPhotograph
                  ? 'This ORI requires a photograph.'
                  : 'No photograph is required: the Photo step is skipped.'}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>Device</Text>
          {device.isPending ? <Text size="sm">Asking the device agent…</Text> : null}
          {device.isError ? (
            <Alert color="red" title="Device agent">
              {errorMessage(device.error) ?? DEVICE_CONNECTION_MESSAGE}{' '}
              <Anchor href={agentDownloadUrl} target="_blank" rel="noreferrer">
                Download here
              </Anchor>
            </Alert>
          ) : null}
          {device.data ? (
            <Table variant="vertical" withTableBorder aria-label="Device details">
              <Table.Tbody>
                {DEVICE_FIELDS.map(([field, label]) => (
                  <Table.Tr key={field}>
                    <Table.Th w={140}>{label}</Table.Th>
                    <Table.Td>{String(device.data[field] ?? '—')}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th>Scanner</Table.Th>
                  <Table.Td>{device.data.connected ? 'Connected' : 'Not connected'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </SimpleGrid>
      <StepFooter
        onNext={() => void next()}
        busy={save.busy}
        nextDisabled={!chosenService || !verification?.verified}
      />
    </Stack>
  );
}
