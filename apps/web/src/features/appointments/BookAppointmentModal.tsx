import { Alert, Button, Chip, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { ssnField } from '@ridgeline/domain';
import { useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import type { PortalRef } from '../session/session-types';
import { useSelectableLocations } from '../settings/api/selectable-locations';
import { useBookAppointment, useBookingChoices, useSlots } from './api/appointments';
import { bookingRequest } from './booking-request';

interface BookAppointmentModalProps {
  portal: PortalRef;
  locationId: string | null;
  opened: boolean;
  onClose(): void;
  onBooked(id: string): void;
}

/**
 * Staff book for an applicant: the calendar offers only days with an open slot under the location's policy,
 * and the day's open slots as chips (a full slot is not offered).
 */
export function BookAppointmentModal({
  portal,
  locationId,
  opened,
  onClose,
  onBooked,
}: BookAppointmentModalProps) {
  const locations = useSelectableLocations(portal);
  const [chosenLocation, setChosenLocation] = useState<string | null>(locationId);
  const where = locationId ?? chosenLocation;
  const slots = useSlots(portal, opened ? where : null);
  const [service, setService] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [fields, setFields] = useState({
    firstName: '',
    lastName: '',
    email: '',
    contactNumber: '',
    ssn: '',
  });
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [paymentModeCode, setPaymentModeCode] = useState<string | null>(null);
  const choices = useBookingChoices(portal);
  const book = useBookAppointment(portal);
  // A ref, not `book.isPending`: a double click's second click arrives before React re-renders (issue 27, item 2).
  const inFlight = useRef(false);

  const open = useMemo(() => (slots.data?.slots ?? []).filter((slot) => slot.capacity > 0), [slots.data]);
  const openDays = useMemo(() => new Set(open.map((slot) => slot.date)), [open]);
  const dayTimes = open.filter((slot) => slot.date === date);
  const serviceId = service ?? slots.data?.services[0]?.partnerServiceId ?? null;
  // Read the value now: React clears currentTarget before a state updater runs.
  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((prev) => ({ ...prev, [key]: value }));
  };
  // The one SSN rule (libs/domain), with the same message the API would answer.
  const ssnCheck = v.safeParse(ssnField(), fields.ssn);
  const ssnError = ssnCheck.success ? null : (ssnCheck.issues[0]?.message ?? null);
  const ready =
    !ssnError &&
    where &&
    serviceId &&
    date &&
    time &&
    fields.firstName.trim() &&
    fields.lastName.trim() &&
    fields.email.trim();

  const submit = async () => {
    if (!ready || inFlight.current) return;
    inFlight.current = true;
    try {
      const answer = await book.mutateAsync(
        bookingRequest({
          locationId: where,
          partnerServiceId: serviceId,
          appointmentDate: date,
          startTime: time,
          ...fields,
          companyId,
          paymentModeCode,
        }),
      );
      notifySuccess(answer.message ?? 'Appointment booked successfully');
      setDate(null);
      setTime(null);
      setFields({ firstName: '', lastName: '', email: '', contactNumber: '', ssn: '' });
      setCompanyId(null);
      setPaymentModeCode(null);
      onBooked(answer.data.id ?? '');
    } catch (error) {
      notifyFailure(error);
      void slots.refetch();
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Book Appointment" size="lg">
      <Stack>
        {!locationId && (
          <Select
            label="Location"
            placeholder="Choose a location: its services and open times follow"
            required
            data={(locations.data ?? []).map((location) => ({ value: location.id, label: location.title }))}
            value={chosenLocation}
            onChange={(value) => {
              setChosenLocation(value);
              setDate(null);
              setTime(null);
            }}
          />
        )}
        {where && (
          <Select
            label="Service"
            data={(slots.data?.services ?? []).map((entry) => ({
              value: entry.partnerServiceId,
              label: `${entry.displayName} ($${entry.amount.toFixed(2)})`,
            }))}
            value={serviceId}
            onChange={setService}
            allowDeselect={false}
          />
        )}
        {where && slots.data && open.length === 0 && (
          <Alert color="yellow">No open slots at this location under its appointment policy.</Alert>
        )}
        {where && open.length > 0 && (
          <Group align="start">
            <DatePicker
              aria-label="Appointment date"
              ariaLabels={{
                nextMonth: 'Next month',
                previousMonth: 'Previous month',
                nextYear: 'Next year',
                previousYear: 'Previous year',
                nextDecade: 'Next decade',
                previousDecade: 'Previous decade',
              }}
              value={date}
              onChange={(value) => {
                setDate(value);
                setTime(null);
              }}
              // Open on the month of the first open day (late in a month it is often the next one).
              defaultDate={open[0]?.date}
              minDate={open[0]?.date}
              maxDate={slots.data?.lastBookableDate}
              excludeDate={(day) => !openDays.has(day)}
              getDayProps={(day) => ({ 'data-open': openDays.has(day) ? 'true' : undefined })}
            />
            <Stack gap="xs" maw={260}>
              <Text size="sm" fw={500}>
                {date ? `Open slots on ${date}` : 'Choose a day'}
              </Text>
              <Chip.Group value={time} onChange={(value) => setTime(value as string)}>
                <Group gap={6} role="group" aria-label="Open slots">
                  {dayTimes.map((slot) => (
                    <Chip key={slot.start} value={slot.startTime} size="xs">
                      {slot.startTime} ({slot.capacity} left)
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          </Group>
        )}
        <Group grow>
          <TextInput
            label="First Name"
            required
            value={fields.firstName}
            onChange={set('firstName')}
            maxLength={100}
          />
          <TextInput
            label="Last Name"
            required
            value={fields.lastName}
            onChange={set('lastName')}
            maxLength={100}
          />
        </Group>
        <Group grow>
          <TextInput
            label="Email"
            type="email"
            required
            value={fields.email}
            onChange={set('email')}
            maxLength={254}
          />
          <TextInput
            label="Phone"
            value={fields.contactNumber}
            onChange={set('contactNumber')}
            maxLength={14}
          />
        </Group>
        <Group grow>
          <Select
            label="Company"
            description="Optional: the employer or agency the applicant comes for"
            placeholder="None"
            data={choices.companies}
            value={companyId}
            onChange={setCompanyId}
            clearable
            searchable
          />
          <Select
            label="Payment mode"
            placeholder="Choose how the applicant pays"
            data={choices.paymentModes}
            value={paymentModeCode}
            onChange={setPaymentModeCode}
            clearable
          />
        </Group>
        <TextInput
          label="SSN"
          description="Optional; stored encrypted and shown masked"
          value={fields.ssn}
          onChange={set('ssn')}
          error={fields.ssn.trim().length >= 9 ? ssnError : null}
          maxLength={11}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!ready || book.isPending} loading={book.isPending}>
            Book
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
