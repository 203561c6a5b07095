import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  BIOMETRIC_STATUS_LABELS,
  FINGER_CODES,
  MISSING_FINGER_LABELS,
  fingerLabel,
  impressionLabel,
  missingFingerCode,
  type BiometricStatus,
  type FingerCode,
} from '@ridgeline/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PortalRef } from '../session/session-types';
import { revealTransactionSsn, type BiometricTransaction } from './api/biometrics';
import { SsnReveal } from '../ssn/SsnReveal';
import { capturePath } from '../capture/capture-paths';
import { portalBase } from './BiometricsScreen';
import { BiometricStatusMenu } from './BiometricStatusMenu';
import { StartRecaptureButton } from './StartRecaptureButton';
import { EftTransmissionPanel } from './EftTransmissionPanel';
import { FbiResponseNote } from './FbiResponseNote';
import { TransactionDocuments } from './TransactionDocuments';
import { SendDeviceLogsButton } from '../device-agent/SendDeviceLogsButton';
import { ScreenHeader } from '../lists/ScreenHeader';

interface BiometricDetailScreenProps {
  portal: PortalRef;
  transaction: BiometricTransaction;
}

const FIELDS: [keyof BiometricTransaction, string][] = [
  ['email', 'E-mail'],
  ['dateOfBirth', 'Date of birth'],
  ['residentStatus', 'Resident status'],
  ['productName', 'Product'],
  ['transactionControlNumber', 'TCN'],
  ['transmissionResult', 'Transmission'],
];

/** A transaction's record: status and its menu, applicant, prints with the annotations, photo and signatures. */
export function BiometricDetailScreen({ portal, transaction }: BiometricDetailScreenProps) {
  const name = `${transaction.firstName} ${transaction.lastName}`.trim() || 'Unnamed applicant';
  const status = transaction.status as BiometricStatus;
  const prints = new Map(transaction.fingerprints.map((print) => [print.code as FingerCode, print]));
  const notes = new Map(transaction.annotations.map((note) => [note.code as FingerCode, note]));
  const navigate = useNavigate();
  // The list's recapture reference filter (§3) on this transaction; the list offers its parent filter beside it.
  const recaptures = `${portalBase(portal)}?recaptureOf=${transaction.id}`;
  return (
    <Stack>
      <Anchor component={Link} to={portalBase(portal)} size="sm">
        Back to the biometric list
      </Anchor>
      <ScreenHeader title={name}>
        <Group>
          <Badge size="lg" variant="light" data-testid="transaction-status">
            {BIOMETRIC_STATUS_LABELS[status]}
          </Badge>
          {status === 'IN_PROGRESS' ? (
            <Button size="xs" component={Link} to={capturePath(portal, transaction.id)}>
              Resume capture
            </Button>
          ) : null}
          {status === 'REQUEST_FOR_RECAPTURE' ? (
            <StartRecaptureButton portal={portal} id={transaction.id} name={name} size="sm" />
          ) : null}
          <SendDeviceLogsButton portal={portal} />
          <BiometricStatusMenu portal={portal} id={transaction.id} status={status} name={name} />
        </Group>
      </ScreenHeader>
      {transaction.recaptureReferenceId && (
        <Text size="sm">
          Recapture of{' '}
          <Anchor component={Link} to={`${portalBase(portal)}/${transaction.recaptureReferenceId}`}>
            the original transaction
          </Anchor>
        </Text>
      )}
      {status === 'REQUEST_FOR_RECAPTURE' || status === 'RECAPTURED' ? (
        <Text size="sm">
          <Anchor
            href={recaptures}
            onClick={(event) => {
              event.preventDefault();
              void navigate({ href: recaptures });
            }}
          >
            Show its recaptures
          </Anchor>
        </Text>
      ) : null}
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={180}>SSN</Table.Th>
            <Table.Td>
              <SsnReveal
                key={transaction.id}
                portal={portal}
                masked={transaction.ssnMasked}
                reveal={(reason) => revealTransactionSsn(portal, transaction.id, reason)}
              />
            </Table.Td>
          </Table.Tr>
          {FIELDS.map(([field, label]) => (
            <Table.Tr key={field}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{String(transaction[field] ?? '') || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <FbiResponseNote response={transaction.fbiResponse} />
      <EftTransmissionPanel portal={portal} transaction={transaction} />
      <TransactionDocuments portal={portal} transaction={transaction} />
      <Title order={2} size="h3">
        Fingerprints ({transaction.fingerprints.length})
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {FINGER_CODES.map((code) => {
          const print = prints.get(code);
          const note = notes.get(code);
          const missing = note?.color === 'RED' ? missingFingerCode(note.reason) : null;
          return (
            <Card key={code} withBorder padding="xs" aria-label={fingerLabel(code)}>
              <Text size="xs" fw={600}>
                {impressionLabel(code)}
              </Text>
              {print?.bitmapUrl ? (
                <Image src={print.bitmapUrl} alt={`Print of ${fingerLabel(code)}`} h={90} fit="contain" />
              ) : (
                <Text size="xs" c="dimmed" h={90}>
                  {missing ? `${missing} ${MISSING_FINGER_LABELS[missing]}` : 'No print'}
                </Text>
              )}
              {note && (
                // The reason wraps inside the narrow card instead of ending in "UNABLE TO …" (issue 27, item 5).
                <Badge
                  size="xs"
                  color={note.color === 'RED' ? 'red' : 'yellow'}
                  title={note.reason ?? note.color}
                  maw="100%"
                  h="auto"
                  styles={{
                    root: { minWidth: 0 },
                    label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
                  }}
                >
                  {missing ? `${missing} ${MISSING_FINGER_LABELS[missing]}` : (note.reason ?? note.color)}
                </Badge>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <Group align="start">
        {(
          [
            ['image', 'Photograph'],
            ['applicantSignature', "Applicant's signature"],
            ['officerSignature', "Officer's signature"],
          ] as const
        ).map(([field, label]) => (
          <Stack key={field} gap={4}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {transaction[field] ? (
              <Image src={transaction[field]} alt={label} h={120} w={180} fit="contain" />
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            )}
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
