import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { bookingErrorMessage } from './booking-error-message';
import { BookingError, BookingLoading, StepHeading, useAccent } from './BookingShell';
import { locationToday, longDate, wallTime } from './location-day';
import { bookingMessages as m } from './messages';
import { useBookingSlots, useHoldSlot } from './public-booking-api';

export interface HeldSlot {
  holdId: string;
  expiresAt: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
}

interface SlotPickerProps {
  partnerCode: string;
  locationCode: string;
  partnerServiceId: string;
  timeZone: string;
  lastBookableDate: string;
  heading: string;
  /** A message to show on arrival (the hold that expired). */
  notice?: string | null;
  onHeld(slot: HeldSlot): void;
}

/**
 * A day of the location's open slots (its calendar day, its wall times) and the hold of one: a native date field
 * (the phone's own date picker, keyboard and screen-reader friendly), then one button per open time.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { partnerCode, locationCode, partnerServiceId, timeZone, lastBookableDate } = props;
  const accent = useAccent();
  const today = locationToday(timeZone);
  const [date, setDate] = useState(today);
  const slots = useBookingSlots(partnerCode, locationCode, partnerServiceId, date);
  const hold = useHoldSlot(partnerCode);
  const open = (slots.data?.slots ?? []).filter((slot) => slot.capacity > 0 && slot.date === date);
  const error = hold.isError
    ? bookingErrorMessage(hold.error, 'hold')
    : slots.isError
      ? bookingErrorMessage(slots.error, 'location')
      : (props.notice ?? null);
  return (
    <Stack gap="sm">
      <StepHeading>{props.heading}</StepHeading>
      <Text size="sm">{m.timesIn(timeZone)}</Text>
      <TextInput
        type="date"
        label={m.dateLabel}
        value={date}
        min={today}
        max={lastBookableDate}
        onChange={(event) => {
          hold.reset();
          setDate(event.currentTarget.value);
        }}
      />
      <BookingError message={error} />
      {slots.isPending && date ? <BookingLoading /> : null}
      {date && slots.data ? (
        open.length === 0 ? (
          <Text>{m.noSlots}</Text>
        ) : (
          <section aria-label={longDate(date)}>
            <Text fw={600} mb="xs">
              {longDate(date)}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {open.map((slot) => (
                <Button
                  key={slot.start}
                  variant="outline"
                  color={accent}
                  autoContrast
                  disabled={hold.isPending}
                  aria-label={m.slotLabel(wallTime(slot.startTime), slot.capacity)}
                  onClick={() =>
                    hold
                      .mutateAsync({
                        locationCode,
                        partnerServiceId,
                        appointmentDate: slot.date,
                        startTime: slot.startTime,
                      })
                      .then(
                        (held) =>
                          props.onHeld({
                            holdId: held.holdId,
                            expiresAt: held.expiresAt,
                            appointmentDate: slot.date,
                            startTime: slot.startTime,
                            endTime: slot.endTime,
                          }),
                        // A full slot: the list is out of date, read it again.
                        () => void slots.refetch(),
                      )
                  }
                >
                  {wallTime(slot.startTime)}
                </Button>
              ))}
            </SimpleGrid>
          </section>
        )
      ) : null}
    </Stack>
  );
}
