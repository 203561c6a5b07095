import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments, biometricTransactions, fbiResponses, locations, partners } from '../db/schema';
import type { DeliveryService } from '../deliveries/delivery-service';

export interface NotifyContext {
  db: Db;
  deliveries: DeliveryService;
  publicUrl: string;
}

function addressLine(
  address: { addressLineOne?: string; city?: string; state?: string; zipCode?: string } | null,
) {
  if (!address) return '';
  return [address.addressLineOne, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/**
 * After an ERRT moved a transaction to REQUEST_FOR_RECAPTURE: the location's notification address hears of it,
 * and the applicant gets an e-mail (and an SMS only when the booking carried a contact number) asking them to come
 * back, with where and how to book. Through the delivery queue, each under a key of the ledger row, so running
 * this again (a poll that died after the commit) sends nothing twice. The FBI's message is not in any of them.
 */
export async function notifyRecapture(context: NotifyContext, ledgerId: string) {
  const { db, deliveries } = context;
  const [row] = await db
    .select({
      recaptureRequested: fbiResponses.recaptureRequested,
      transaction: biometricTransactions,
      location: locations,
      partner: partners,
    })
    .from(fbiResponses)
    .innerJoin(biometricTransactions, eq(biometricTransactions.id, fbiResponses.transactionId))
    .innerJoin(partners, eq(partners.id, biometricTransactions.partnerId))
    .leftJoin(locations, eq(locations.id, biometricTransactions.locationId))
    .where(eq(fbiResponses.id, ledgerId));
  // Only the response that moved the record notifies (recordResponse decides it and keeps it on the ledger row): a
  // second ERRT for a record already asked back, or an SRE, is recorded and tells nobody, on any poll.
  if (!row?.recaptureRequested) return;
  const { transaction, location, partner } = row;
  const tcn = transaction.transactionControlNumber ?? transaction.id;
  const place = location?.displayName ?? partner.legalName;
  const phone = location?.notificationInfo?.phone ?? location?.contactInfo?.phone ?? '';
  const bookingLink = `${context.publicUrl}/book/${encodeURIComponent(partner.code)}`;
  const details = [
    place,
    addressLine(location?.addressInfo ?? null),
    phone ? `Phone: ${phone}` : '',
    `Book your visit: ${bookingLink}`,
  ].filter((line) => line !== '');
  const locationEmail = location?.notificationInfo?.email?.trim();
  if (locationEmail) {
    await deliveries.enqueueEmail({
      to: locationEmail,
      partnerId: partner.id,
      idempotencyKey: `fbi-errt:${ledgerId}:location`,
      subject: `FBI reject: recapture needed for ${tcn}`,
      text: [
        `The FBI rejected the submission ${tcn} (${transaction.lastName}, ${transaction.firstName}).`,
        'The transaction is now Request For Recapture; the reason is shown on its record.',
      ].join('\n'),
    });
  }
  const name = `${transaction.firstName} ${transaction.lastName}`.trim();
  if (transaction.email?.trim()) {
    await deliveries.enqueueEmail({
      to: transaction.email.trim(),
      partnerId: partner.id,
      idempotencyKey: `fbi-errt:${ledgerId}:applicant-email`,
      subject: 'Please come back to have your fingerprints taken again',
      text: [
        `Dear ${name || 'applicant'},`,
        '',
        'The FBI could not process the fingerprints taken for your application, and asks for them to be taken again.',
        'Please come back to:',
        ...details,
      ].join('\n'),
    });
  }
  const [booking] = transaction.appointmentId
    ? await db
        .select({ contactNumber: appointments.contactNumber })
        .from(appointments)
        .where(eq(appointments.id, transaction.appointmentId))
    : [];
  if (booking?.contactNumber.trim()) {
    await deliveries.enqueueSms({
      to: booking.contactNumber.trim(),
      partnerId: partner.id,
      idempotencyKey: `fbi-errt:${ledgerId}:applicant-sms`,
      text: `${place}: the FBI asks for your fingerprints to be taken again. Book your visit: ${bookingLink}`,
    });
  }
}
