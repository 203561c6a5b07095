import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointmentNotifications, deliveries } from '../db/schema';
import type { DeliveryService } from '../deliveries/delivery-service';
import type { AppointmentRow } from './appointment-repository';
import type { LocationRow } from './slot-booking';

/** Reminders leave this long before the appointment; a booking made later than that gets none. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

type Kind = 'CONFIRMATION' | 'REMINDER' | 'CANCELLATION';

function when(row: AppointmentRow) {
  return `${row.appointmentDate} at ${row.startTime}`;
}

function place(location: LocationRow) {
  const address = [location.addressLineOne, location.city].filter(Boolean).join(', ');
  return address ? `${location.displayName}, ${address}` : location.displayName;
}

function email(kind: Kind, row: AppointmentRow, location: LocationRow, manageLink: string | undefined) {
  const greeting = `Hello ${row.firstName} ${row.lastName},`;
  const manage = manageLink ? `\nTo reschedule or cancel: ${manageLink}` : '';
  const footer = `Confirmation number: ${row.confirmationNumber}\nService: ${row.serviceDisplayName}${manage}`;
  switch (kind) {
    case 'CONFIRMATION':
      return {
        subject: `Your appointment on ${when(row)} is booked (${row.confirmationNumber})`,
        text: `${greeting}\n\nyour appointment at ${place(location)} is booked for ${when(row)} (${row.startTime}-${row.endTime}).\nPlease bring a government-issued photo ID.\n\n${footer}\n`,
      };
    case 'REMINDER':
      return {
        subject: `Reminder: your appointment on ${when(row)} (${row.confirmationNumber})`,
        text: `${greeting}\n\nthis is a reminder of your appointment at ${place(location)} on ${when(row)}.\n\n${footer}\n`,
      };
    case 'CANCELLATION':
      return {
        subject: `Your appointment on ${when(row)} is cancelled (${row.confirmationNumber})`,
        text: `${greeting}\n\nyour appointment at ${place(location)} on ${when(row)} has been cancelled.\n\n${footer}\n`,
      };
  }
}

function sms(kind: Kind, row: AppointmentRow, location: LocationRow, manageLink: string | undefined) {
  const verb = { CONFIRMATION: 'booked', REMINDER: 'reminder', CANCELLATION: 'cancelled' }[kind];
  const manage = manageLink && kind !== 'CANCELLATION' ? ` Change: ${manageLink}` : '';
  return `${location.displayName}: appointment ${verb} ${when(row)}, ref ${row.confirmationNumber}${manage}`;
}

/**
 * Queues the messages of an appointment event through the delivery queue: an e-mail, and an SMS where a phone
 * is given. A confirmation also schedules the reminder 24 hours ahead when there is still time for one. Each
 * message is linked to the appointment so its delivery state shows there. Called after the booking's
 * transaction commits (PGlite runs one transaction at a time, and the queue writes through its own connection).
 */
export async function queueAppointmentMessages(
  db: Db,
  queue: DeliveryService,
  row: AppointmentRow,
  location: LocationRow,
  kind: 'CONFIRMATION' | 'CANCELLATION',
  now: Date,
  /** The public booking pages' manage link (issue 29), in the confirmation and its reminder. */
  manageLink?: string,
): Promise<void> {
  const version = row.updatedOn.getTime();
  const plan: { kind: Kind; sendAfter: Date }[] = [{ kind, sendAfter: now }];
  const remindAt = new Date(row.startsAt.getTime() - REMINDER_LEAD_MS);
  if (kind === 'CONFIRMATION' && remindAt.getTime() > now.getTime()) {
    plan.push({ kind: 'REMINDER', sendAfter: remindAt });
  }
  for (const item of plan) {
    const later = item.sendAfter.getTime() > now.getTime() ? { startAfter: item.sendAfter } : {};
    const key = `appointment:${row.id}:${item.kind}:${version}`;
    const link = item.kind === 'CANCELLATION' ? undefined : manageLink;
    const message = email(item.kind, row, location, link);
    const mail = await queue.enqueueEmail({
      to: row.email,
      subject: message.subject,
      text: message.text,
      partnerId: row.partnerId,
      idempotencyKey: `${key}:email`,
      ...later,
    });
    const sent: { channel: 'email' | 'sms'; deliveryId: string }[] = [
      { channel: 'email', deliveryId: mail.id },
    ];
    if (row.contactNumber) {
      const text = await queue.enqueueSms({
        to: row.contactNumber,
        text: sms(item.kind, row, location, link),
        partnerId: row.partnerId,
        idempotencyKey: `${key}:sms`,
        ...later,
      });
      sent.push({ channel: 'sms', deliveryId: text.id });
    }
    await db.insert(appointmentNotifications).values(
      sent.map((entry) => ({
        partnerId: row.partnerId,
        appointmentId: row.id,
        kind: item.kind,
        channel: entry.channel,
        deliveryId: entry.deliveryId,
        sendAfter: item.sendAfter,
      })),
    );
  }
}

/**
 * Withdraws the reminders of an appointment not sent yet (it was cancelled or moved): the delivery gets a new job
 * id, so the queued job finds it is no longer its own and sends nothing, and it reads failed with the reason.
 */
export async function withdrawReminders(db: Db, row: AppointmentRow, reason: string): Promise<void> {
  const pending = db
    .select({ id: appointmentNotifications.deliveryId })
    .from(appointmentNotifications)
    .where(
      and(
        eq(appointmentNotifications.appointmentId, row.id),
        eq(appointmentNotifications.partnerId, row.partnerId),
        eq(appointmentNotifications.kind, 'REMINDER'),
      ),
    );
  await db
    .update(deliveries)
    .set({ status: 'failed', jobId: sql`gen_random_uuid()`, lastError: reason, updatedAt: new Date() })
    .where(and(inArray(deliveries.id, pending), inArray(deliveries.status, ['queued', 'retrying'])));
}

/** The messages of an appointment with their delivery state, oldest first. */
export async function appointmentMessages(db: Db, row: AppointmentRow) {
  const rows = await db
    .select({ notification: appointmentNotifications, delivery: deliveries })
    .from(appointmentNotifications)
    .innerJoin(deliveries, eq(deliveries.id, appointmentNotifications.deliveryId))
    .where(
      and(
        eq(appointmentNotifications.appointmentId, row.id),
        eq(appointmentNotifications.partnerId, row.partnerId),
      ),
    )
    .orderBy(appointmentNotifications.sendAfter, appointmentNotifications.createdOn);
  return rows.map(({ notification, delivery }) => ({
    id: notification.id,
    kind: notification.kind,
    channel: notification.channel,
    recipient: delivery.recipient,
    status: delivery.status,
    sendAfter: notification.sendAfter.toISOString(),
    sentAt: delivery.sentAt ? delivery.sentAt.toISOString() : null,
    lastError: delivery.lastError,
  }));
}
