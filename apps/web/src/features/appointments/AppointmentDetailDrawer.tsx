import { Button, Drawer, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import {
  APPOINTMENT_STATUS_LABELS,
  actionLabel,
  displayPhone,
  formatInstant,
  fromWireAppointmentStatus,
  nextAppointmentStatuses,
  toWireAppointmentStatus,
  type AppointmentStatus,
} from '@ridgeline/domain';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { capturePath, NEW_TRANSACTION } from '../capture/capture-paths';
import { DownloadButton } from '../downloads/DownloadButton';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import { SsnReveal } from '../ssn/SsnReveal';
import { sessions } from '../session/browser-session';
import {
  revealSsn,
  useAppointment,
  useBookingChoices,
  useUpdateAppointment,
  type AppointmentDetail,
  type BookingChoice,
} from './api/appointments';
import { appointmentZone, slotLabel } from './appointment-times';
import { AppointmentStatusBadge } from './AppointmentsScreen';

interface DetailProps {
  portal: PortalRef;
  id: string | null;
  onClose(): void;
}

function updateBody(detail: AppointmentDetail, status: AppointmentStatus) {
  return {
    id: detail.id ?? '',
    locationId: detail.locationId,
    partnerServiceId: detail.partnerServiceId,
    appointmentDate: detail.appointmentDate,
    startTime: detail.startTime,
    firstName: detail.firstName,
    lastName: detail.lastName,
    email: detail.email,
    contactNumber: detail.contactNumber,
    companyId: detail.companyId,
    paymentModeCode: detail.paymentModeCode,
    remarks: detail.remarks,
    status: toWireAppointmentStatus(status),
  };
}

/** A choice's title; its code when the list cannot be read (or no longer holds it), so the value still shows. */
function labelOf(list: readonly BookingChoice[], value: string | null | undefined): string | null {
  if (!value) return null;
  return list.find((entry) => entry.value === value)?.label ?? value;
}

/** One appointment: its fields, the SSN masked with an audited reveal, status changes, history and messages. */
export function AppointmentDetailDrawer({ portal, id, onClose }: DetailProps) {
  const { data, isPending } = useAppointment(portal, id);
  // The appointment's location's zone, in a partner session too (issue 27, item 6).
  const timeZone = data ? appointmentZone(data, sessions.readPartner(portal)?.timeZone) : undefined;
  const update = useUpdateAppointment(portal);
  const choices = useBookingChoices(portal);
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const current = data ? (fromWireAppointmentStatus(data.status ?? 'DRAFT') ?? 'DRAFT') : 'DRAFT';

  const change = async (status: AppointmentStatus) => {
    if (!data || update.isPending) return;
    try {
      const answer = await update.mutateAsync(updateBody(data, status));
      notifySuccess(answer.message ?? 'Appointment updated successfully');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          Appointment
        </Title>
      }
    >
      {isPending && <LoadingIndicator label="Loading appointment" />}
      {data && (
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>
              {data.firstName} {data.lastName}
            </Text>
            <AppointmentStatusBadge status={data.status ?? 'DRAFT'} />
          </Group>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Td>{slotLabel(data, { withEnd: true })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Where</Table.Th>
                <Table.Td>{data.locationTitle}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Td>
                  {data.serviceDisplayName} (${(data.amount ?? 0).toFixed(2)})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Booked by</Table.Th>
                <Table.Td>{data.bookedOnline ? 'The applicant, online' : 'Staff'}</Table.Td>
              </Table.Tr>
              {data.payment ? (
                <Table.Tr>
                  <Table.Th>Paid online</Table.Th>
                  <Table.Td>
                    {data.payment.status}
                    {data.payment.amountPaid !== null ? ` $${data.payment.amountPaid.toFixed(2)}` : ''}
                    {data.payment.reference ? ` (reference ${data.payment.reference})` : ''}
                  </Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Td>{labelOf(choices.companies, data.companyId) ?? 'None'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Payment mode</Table.Th>
                <Table.Td>{labelOf(choices.paymentModes, data.paymentModeCode) ?? 'Not set'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Confirmation</Table.Th>
                <Table.Td>{data.confirmationNumber}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Contact</Table.Th>
                <Table.Td>
                  {data.email} {displayPhone(data.contactNumber)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>SSN</Table.Th>
                <Table.Td>
                  <SsnReveal
                    key={data.id}
                    portal={portal}
                    masked={data.ssnMasked}
                    reveal={(reason) => revealSsn(portal, data.id ?? '', reason)}
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group align="end">
            <Select
              label="Status"
              w={200}
              value={current}
              data={nextAppointmentStatuses(current)
                .filter((status) => status !== 'CANCELLED')
                .map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status] }))}
              onChange={(value) => value && value !== current && void change(value as AppointmentStatus)}
              allowDeselect={false}
              disabled={nextAppointmentStatuses(current).length === 1 || update.isPending}
            />
            {nextAppointmentStatuses(current).includes('CANCELLED') && (
              <Button color="red" variant="light" onClick={() => setConfirmCancel(true)}>
                Cancel Appointment
              </Button>
            )}
            {current !== 'CANCELLED' && data.id ? (
              <Button
                onClick={() =>
                  void navigate({
                    href: `${capturePath(portal, NEW_TRANSACTION)}?appointmentId=${data.id ?? ''}`,
                  })
                }
              >
                Start capture
              </Button>
            ) : null}
          </Group>
          <DownloadButton
            client={partnerClient(portal)}
            url={`/partner/v1/appointments/identity-history-summary/${encodeURIComponent(data.id ?? id ?? '')}`}
            fileName={`identity-history-summary-${data.confirmationNumber ?? data.id}.pdf`}
            label="Identity history summary"
          />
          <Title order={3} size="h5">
            Messages
          </Title>
          <Table data-testid="notifications">
            <Table.Tbody>
              {(data.notifications ?? []).map((note) => (
                <Table.Tr key={note.id}>
                  <Table.Td>{note.kind}</Table.Td>
                  <Table.Td>{note.channel}</Table.Td>
                  <Table.Td>{note.status}</Table.Td>
                  <Table.Td>{formatInstant(note.sentAt ?? note.sendAfter, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            History
          </Title>
          <Table data-testid="history">
            <Table.Tbody>
              {(data.history ?? []).map((entry) => (
                <Table.Tr key={`${entry.at}-${entry.action}`}>
                  <Table.Td>{formatInstant(entry.at, timeZone)}</Table.Td>
                  <Table.Td>{actionLabel(entry.action)}</Table.Td>
                  <Table.Td>
                    {entry.toStatus && entry.fromStatus ? `${entry.fromStatus} → ${entry.toStatus}` : ''}
                  </Table.Td>
                  <Table.Td>{entry.actorEmail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title="Cancel appointment?">
        <Text>The applicant is told by e-mail and the place is freed. This cannot be undone.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmCancel(false)}>
            Keep
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmCancel(false);
              void change('CANCELLED');
            }}
          >
            Cancel Appointment
          </Button>
        </Group>
      </Modal>
    </Drawer>
  );
}
