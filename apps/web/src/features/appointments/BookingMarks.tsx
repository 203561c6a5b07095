import { Badge, Group } from '@mantine/core';
import type { Appointment } from './api/appointments';

const PAYMENT_MARKS = {
  paid: { label: 'Paid online', color: 'teal.9' },
  refunded: { label: 'Refunded', color: 'gray.7' },
  unpaid: { label: 'Payment due', color: 'orange.9' },
} as const;

/**
 * Marks an appointment the applicant booked on the public pages, and its card payment where it has one (issue 29):
 * staff tell online bookings from their own at a glance. Dark shades keep white text at 4.5:1 or more.
 */
export function BookingMarks({
  appointment,
}: {
  appointment: Pick<Appointment, 'bookedOnline' | 'payment'>;
}) {
  if (!appointment.bookedOnline) return null;
  const payment = appointment.payment ? PAYMENT_MARKS[appointment.payment.status] : null;
  return (
    <Group gap={4} component="span">
      <Badge size="sm" color="grape.9">
        Booked online
      </Badge>
      {payment ? (
        <Badge size="sm" color={payment.color}>
          {payment.label}
        </Badge>
      ) : null}
    </Group>
  );
}
