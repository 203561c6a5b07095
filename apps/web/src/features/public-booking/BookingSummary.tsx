import { Stack, Text } from '@mantine/core';
import { formatInstant } from '@ridgeline/domain';
import { longDate, wallTime } from './location-day';
import { bookingMessages as m } from './messages';
import type { BookingConfirmation } from './public-booking-api';

/** What was booked, where and when (the location's wall times), and how it is paid. */
export function BookingSummary({ confirmation: c }: { confirmation: BookingConfirmation }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{c.serviceDisplayName}</Text>
      <Text data-testid="booking-when">
        {m.when(longDate(c.appointmentDate), wallTime(c.startTime), wallTime(c.endTime))}
      </Text>
      <Text size="sm">
        {c.location.displayName} — {c.location.addressLineOne}, {c.location.city}, {c.location.state}{' '}
        {c.location.zipCode}
      </Text>
      <Text size="sm" data-testid="booking-payment">
        {m.payment(c.payment.mode, c.payment.status, m.price(c.payment.amount))}
      </Text>
      <Text size="sm">{m.status(c.status)}</Text>
      <Text size="sm">{m.changeableUntil(formatInstant(c.changeableUntil, c.location.timeZone))}</Text>
    </Stack>
  );
}
