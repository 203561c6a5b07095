/**
 * The public booking calls (issue 29), `/public/v1/book/{partnerCode}/...`: no sign-in; the registrar
 * (http/contract-route.ts) counts each call against its source and runs the handler under row-level security as
 * the partner the path names. Booking reuses the staff booking's slot policy, capacity and lock (claimSlot) and
 * its messages; what is public-only lives in public-booking-repository.ts.
 *
 * Payment (booking-payment.ts): a booking is paid online on the provider's hosted page when the partner has keys
 * and requires it and the service has a price; else at the location. The checkout is opened after the booking
 * commits (a provider call never holds the slot lock); a provider that fails leaves an unpaid booking whose manage
 * link can open the checkout again (publicBookingCheckout).
 */
import {
  bookingApplicantSchema,
  cancellationCutoffHours,
  changeableUntil,
  toWireAppointmentStatus,
  type AppointmentPolicy,
} from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { PublicBookingSettings } from '../config';
import type { Db } from '../db/database';
import type { PaymentEndpoint } from '../payments/payment-endpoint';
import { PaymentProviderError } from '../payments/payment-provider';
import {
  bookingPaymentOut,
  onlinePaymentProvider,
  openCheckout,
  providerOfAppointment,
  recordPaid,
  recordRefunded,
  rememberCheckout,
} from './booking-payment';
import { badRequest, conflict, notFound } from '../http/api-failure';
import { contractRoute, type RouteAccess } from '../http/contract-route';
import { parseOrFail } from '../settings-store/setting-routes';
import { withoutSealedSsn } from '../ssn/ssn-vault';
import { queueAppointmentMessages, withdrawReminders } from '../appointments/appointment-messages';
import {
  confirmationNumber,
  insertAppointment,
  type AppointmentRow,
  updateAppointment,
} from '../appointments/appointment-repository';
import {
  bookableServices,
  claimSlot,
  locationPolicy,
  offeredSlots,
  type LocationRow,
} from '../appointments/slot-booking';
import {
  appointmentByManageToken,
  bookingLocationOut,
  bookingPartner,
  insertHold,
  newManageToken,
  pruneExpiredHolds,
  takeHold,
  visibleLocation,
  visibleLocationById,
  visibleLocations,
  type HoldRow,
} from './public-booking-repository';

export interface PublicBookingContext extends AuthContext {
  settings: PublicBookingSettings;
  /** The card processor's address (PAYMENT_PROVIDER_URL); absent, the provider's own. */
  paymentEndpoint?: PaymentEndpoint;
}

/** The longest date range one slots call answers. */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

const locationNotFound = () => notFound('Location not found');
const bookingNotFound = () =>
  notFound('This link is not valid', 'It may have been replaced by a newer one, or the booking has passed');
const holdExpired = () =>
  conflict(
    'Your hold on this time has expired. Please choose a time again',
    'The hold is unknown, used or older than its minutes',
  );

interface SlotChoice {
  locationCode: string;
  partnerServiceId: string;
  appointmentDate: string;
  startTime: string;
}

interface BookingBody {
  holdId: string;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  contactNumber?: string;
  acceptTerms: boolean;
}

/** What the applicant sees of a booking; `manageToken` only where one was just issued. */
function confirmationOut(
  row: AppointmentRow,
  location: LocationRow,
  policy: AppointmentPolicy,
  manageToken?: string,
  checkoutUrl: string | null = null,
) {
  return {
    confirmationNumber: row.confirmationNumber,
    status: row.status as ReturnType<typeof toWireAppointmentStatus>,
    location: bookingLocationOut(location),
    serviceDisplayName: row.serviceDisplayName,
    amount: Number(row.amount),
    appointmentDate: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    start: row.startsAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    changeableUntil: changeableUntil(row.startsAt, policy).toISOString(),
    ...(manageToken ? { manageToken } : {}),
    payment: bookingPaymentOut(row, checkoutUrl),
  };
}

/** What the audit trail keeps of an appointment (as staff booking keeps it; recordChange redacts the token hash). */
const auditCopy = (row: AppointmentRow) => withoutSealedSsn(row);

/** The appointment columns a consumed hold sets: its location, service at that location's price, and slot. */
function heldColumns(held: {
  location: LocationRow;
  service: { partnerServiceId: string; displayName: string; amount: number };
  slot: { date: string; startTime: string; endTime: string; start: string; end: string };
}) {
  return {
    locationId: held.location.id,
    partnerServiceId: held.service.partnerServiceId,
    serviceDisplayName: held.service.displayName,
    amount: held.service.amount,
    appointmentDate: held.slot.date,
    startTime: held.slot.startTime,
    endTime: held.slot.endTime,
    startsAt: new Date(held.slot.start),
    endsAt: new Date(held.slot.end),
  };
}

export async function publicBookingRoutes(app: FastifyInstance, context: PublicBookingContext) {
  const { db, settings, secretBox, paymentEndpoint } = context;

  /** The service, offered at the location, with its price there; 400 otherwise. */
  async function offeredService(location: LocationRow, partnerServiceId: string) {
    const service = (await bookableServices(db, location)).find(
      (s) => s.partnerServiceId === partnerServiceId,
    );
    if (!service) {
      throw badRequest(
        `partnerServiceId: ${location.title} does not offer this service`,
        'field: partnerServiceId',
      );
    }
    return service;
  }

  /** The applicant's view of a booking, with the cut-off of the policy in force at its location. */
  const confirmed = async (
    row: AppointmentRow,
    location: LocationRow,
    manageToken?: string,
    checkoutUrl: string | null = null,
  ) =>
    confirmationOut(
      row,
      location,
      (await locationPolicy(db, location)).appointmentPolicy,
      manageToken,
      checkoutUrl,
    );

  /** The confirmation (and its reminder) with the manage link, through the delivery queue. */
  async function sendConfirmation(row: AppointmentRow, location: LocationRow, token: string, now: Date) {
    const partner = await bookingPartner(db, row.partnerId);
    const link = `${context.publicUrl}/book/${encodeURIComponent(partner.code)}/manage?token=${encodeURIComponent(token)}`;
    await queueAppointmentMessages(db, app.deliveries, row, location, 'CONFIRMATION', now, link);
  }

  /** The audit entry of a change made on the public pages: the applicant (by e-mail) acting in area `public`. */
  const audit = (
    access: RouteAccess,
    before: AppointmentRow | null,
    after: AppointmentRow,
    at: Date,
    tx?: Db,
  ) =>
    access.audit(
      {
        entityId: after.id,
        before: before ? auditCopy(before) : null,
        after: auditCopy(after),
        actor: after.email,
        area: 'public',
        partnerId: access.scope.partnerId,
        at,
      },
      tx,
    );

  /** The appointment a manage token opens, while it may still be changed (the cut-off); 404 / 409 otherwise. */
  async function changeable(access: RouteAccess, token: string, now: Date) {
    const found = await appointmentByManageToken(db, access.scope.partnerId, token, now);
    if (!found) throw bookingNotFound();
    const { appointment } = found;
    if (appointment.status !== 'CONFIRMED' && appointment.status !== 'DRAFT') {
      throw conflict(`This appointment is ${appointment.status.toLowerCase()} and can no longer be changed`);
    }
    const { appointmentPolicy } = await locationPolicy(db, found.location);
    const until = changeableUntil(appointment.startsAt, appointmentPolicy);
    if (now.getTime() > until.getTime()) {
      const hours = cancellationCutoffHours(appointmentPolicy);
      throw conflict(
        `Changes through this link close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the appointment. Please call the location`,
        `cut-off ${until.toISOString()}`,
      );
    }
    return found;
  }

  /** Opens the hosted page and keeps its id; a provider failure answers no URL (the link can try again). */
  async function checkoutFor(
    provider: NonNullable<Awaited<ReturnType<typeof onlinePaymentProvider>>>,
    row: AppointmentRow,
    location: LocationRow,
    token: string,
  ): Promise<{ row: AppointmentRow; url: string | null }> {
    const partner = await bookingPartner(db, row.partnerId);
    try {
      const checkout = await openCheckout(
        provider,
        row,
        partner.code,
        location.title,
        token,
        context.publicUrl,
      );
      await rememberCheckout(db, row.id, checkout.id);
      return { row: { ...row, paymentCheckoutId: checkout.id }, url: checkout.url };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      app.log.warn({ appointmentId: row.id, kind: error.kind }, 'checkout not opened');
      return { row, url: null };
    }
  }

  /** Refunds a paid appointment in full; undefined when the provider refuses or cannot be reached (logged). */
  async function refundPayment(row: AppointmentRow, now: Date) {
    const provider = await providerOfAppointment(db, secretBox, row.partnerId, paymentEndpoint);
    if (!provider || !row.paymentReference) return undefined;
    try {
      const refund = await provider.refund({
        paymentReference: row.paymentReference,
        reason: 'requested_by_customer',
        metadata: { appointmentId: row.id },
        idempotencyKey: `booking-refund:${row.id}`,
      });
      if (refund.status === 'failed' || refund.status === 'canceled') return undefined;
      return (
        (await recordRefunded(db, row.id, refund.id, now)) ?? { ...row, paymentStatus: 'refunded' as const }
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      app.log.error({ appointmentId: row.id, kind: error.kind }, 'refund of a cancelled booking failed');
      return undefined;
    }
  }

  /** Consumes the hold and claims its slot again under the slot lock (the hold's place is the one it frees). */
  async function claimHeld(tx: Db, access: RouteAccess, holdId: string, now: Date, excludeId: string | null) {
    const hold: HoldRow | undefined = await takeHold(tx, access.scope.partnerId, holdId, now);
    if (!hold) throw holdExpired();
    const location = await visibleLocationById(tx, access.scope.partnerId, hold.locationId);
    if (!location) throw locationNotFound();
    const service = await offeredService(location, hold.partnerServiceId);
    const slot = await claimSlot(
      tx,
      location,
      { appointmentDate: hold.appointmentDate, startTime: hold.startTime },
      now,
      excludeId,
    );
    return { hold, location, service, slot };
  }

  contractRoute<unknown, { partnerCode: string }, { search?: string }>(
    app,
    'GET',
    '/public/v1/book/{partnerCode}/locations',
    async (request, _r, access) => {
      const partner = await bookingPartner(db, access.scope.partnerId);
      const rows = await visibleLocations(db, access.scope.partnerId, request.query.search);
      return { data: { partner, locations: rows.map(bookingLocationOut) } };
    },
  );

  contractRoute<unknown, { partnerCode: string; locationCode: string }>(
    app,
    'GET',
    '/public/v1/book/{partnerCode}/locations/{locationCode}',
    async (request, _r, access) => {
      const location = await visibleLocation(db, access.scope.partnerId, request.params.locationCode);
      if (!location) throw locationNotFound();
      const { lastBookableDate } = await offeredSlots(db, location, context.now());
      return {
        data: {
          partner: await bookingPartner(db, access.scope.partnerId),
          location: bookingLocationOut(location),
          services: await bookableServices(db, location),
          lastBookableDate,
        },
      };
    },
  );

  contractRoute<
    unknown,
    { partnerCode: string; locationCode: string },
    { partnerServiceId: string; from: string; to: string }
  >(
    app,
    'GET',
    '/public/v1/book/{partnerCode}/locations/{locationCode}/slots',
    async (request, _r, access) => {
      const { partnerServiceId, from, to } = request.query;
      if (to < from) throw badRequest('to: the range ends before it starts', 'field: to');
      if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS) {
        throw badRequest(`to: at most ${MAX_RANGE_DAYS} days after from`, 'field: to');
      }
      const location = await visibleLocation(db, access.scope.partnerId, request.params.locationCode);
      if (!location) throw locationNotFound();
      await offeredService(location, partnerServiceId);
      const { slots, lastBookableDate } = await offeredSlots(db, location, context.now());
      return {
        data: {
          timeZone: location.timeZone,
          lastBookableDate,
          slots: slots
            .filter((slot) => slot.date >= from && slot.date <= to)
            .map((slot) => ({
              date: slot.date,
              start: slot.start,
              startTime: slot.startTime,
              endTime: slot.endTime,
              capacity: slot.capacity,
            })),
        },
      };
    },
  );

  contractRoute<SlotChoice, { partnerCode: string }>(
    app,
    'POST',
    '/public/v1/book/{partnerCode}/holds',
    async (request, _r, access) => {
      const input = request.body;
      const { partnerId } = access.scope;
      const location = await visibleLocation(db, partnerId, input.locationCode);
      if (!location) throw locationNotFound();
      const service = await offeredService(location, input.partnerServiceId);
      const now = context.now();
      const hold = await db.transaction(async (tx) => {
        const slot = await claimSlot(tx as unknown as Db, location, input, now);
        await pruneExpiredHolds(tx as unknown as Db, partnerId, now);
        return insertHold(tx as unknown as Db, {
          partnerId,
          locationId: location.id,
          partnerServiceId: service.partnerServiceId,
          appointmentDate: slot.date,
          startTime: slot.startTime,
          startsAt: new Date(slot.start),
          expiresAt: new Date(now.getTime() + settings.holdMinutes * 60_000),
        });
      });
      return { data: { holdId: hold.id, expiresAt: hold.expiresAt.toISOString() } };
    },
  );

  contractRoute<BookingBody, { partnerCode: string }>(
    app,
    'POST',
    '/public/v1/book/{partnerCode}/appointments',
    async (request, _r, access) => {
      const { partnerId } = access.scope;
      const applicant = parseOrFail(bookingApplicantSchema, {
        firstName: request.body.firstName.trim(),
        lastName: request.body.lastName.trim(),
        email: request.body.email,
        confirmEmail: request.body.confirmEmail,
        contactNumber: request.body.contactNumber ?? '',
      });
      if (request.body.acceptTerms !== true) {
        throw badRequest('acceptTerms: please accept the terms to book', 'field: acceptTerms');
      }
      const now = context.now();
      const { row, location, token, provider } = await db.transaction(async (tx) => {
        const held = await claimHeld(tx as unknown as Db, access, request.body.holdId, now, null);
        const online = await onlinePaymentProvider(
          tx as unknown as Db,
          secretBox,
          partnerId,
          paymentEndpoint,
          held.service.amount,
        );
        const manage = newManageToken(new Date(held.slot.start), settings.manageLinkDays);
        const created = await insertAppointment(tx as unknown as Db, {
          partnerId,
          ...heldColumns(held),
          firstName: applicant.firstName.trim(),
          lastName: applicant.lastName.trim(),
          email: applicant.email.trim(),
          contactNumber: applicant.contactNumber ?? '',
          status: toWireAppointmentStatus('CONFIRMED'),
          confirmationNumber: confirmationNumber(),
          bookedOnline: true,
          paymentStatus: online ? 'unpaid' : null,
          ...manage.columns,
          createdBy: null,
          createdOn: now,
          updatedOn: now,
        });
        await audit(access, null, created, now, tx as unknown as Db);
        return { row: created, location: held.location, token: manage.token, provider: online };
      });
      await sendConfirmation(row, location, token, now);
      if (!provider) {
        return { data: await confirmed(row, location, token), message: 'Appointment booked successfully' };
      }
      const opened = await checkoutFor(provider, row, location, token);
      return {
        data: await confirmed(opened.row, location, token, opened.url),
        message: opened.url
          ? 'Appointment booked: please pay to complete it'
          : 'Appointment booked, but the payment page is not available now. Please try again from your link',
      };
    },
  );

  contractRoute<unknown, { partnerCode: string }, { token: string; checkout?: string }>(
    app,
    'GET',
    '/public/v1/book/{partnerCode}/manage',
    async (request, _r, access) => {
      const now = context.now();
      const found = await appointmentByManageToken(db, access.scope.partnerId, request.query.token, now);
      if (!found) throw bookingNotFound();
      let row = found.appointment;
      const { checkout } = request.query;
      // The return from the hosted page: checked with the provider, never taken on the query string's word.
      if (checkout && row.paymentStatus === 'unpaid' && checkout === row.paymentCheckoutId) {
        const provider = await providerOfAppointment(db, secretBox, row.partnerId, paymentEndpoint);
        try {
          const current = provider ? await provider.retrieveCheckout(checkout) : undefined;
          if (current && current.metadata['appointmentId'] === row.id) {
            row = (await recordPaid(db, row.id, current, now)) ?? row;
          }
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          app.log.warn({ appointmentId: row.id, kind: error.kind }, 'checkout not checked');
        }
      }
      return { data: await confirmed(row, found.location) };
    },
  );

  contractRoute<unknown, { partnerCode: string }, { token: string }>(
    app,
    'POST',
    '/public/v1/book/{partnerCode}/manage/checkout',
    async (request, _r, access) => {
      const now = context.now();
      const { appointment, location } = await changeable(access, request.query.token, now);
      if (appointment.paymentStatus !== 'unpaid') {
        throw conflict(
          appointment.paymentStatus
            ? 'This booking is already paid'
            : 'This booking is paid at the location; there is nothing to pay online',
        );
      }
      const provider = await providerOfAppointment(db, secretBox, appointment.partnerId, paymentEndpoint);
      if (!provider) throw conflict('Online payment is not available now. Please pay at the location');
      const opened = await checkoutFor(provider, appointment, location, request.query.token);
      if (!opened.url) throw conflict('The payment page is not available now. Please try again later');
      return { data: { checkoutUrl: opened.url } };
    },
  );

  contractRoute<{ holdId: string }, { partnerCode: string }, { token: string }>(
    app,
    'POST',
    '/public/v1/book/{partnerCode}/manage/reschedule',
    async (request, _r, access) => {
      const now = context.now();
      const { appointment: before } = await changeable(access, request.query.token, now);
      const { row, location, token } = await db.transaction(async (tx) => {
        const held = await claimHeld(tx as unknown as Db, access, request.body.holdId, now, before.id);
        const manage = newManageToken(new Date(held.slot.start), settings.manageLinkDays);
        const updated = await updateAppointment(tx as unknown as Db, access.scope, before.id, {
          ...heldColumns(held),
          ...manage.columns,
          updatedOn: now,
        });
        if (!updated) throw bookingNotFound();
        await audit(access, before, updated, now, tx as unknown as Db);
        return { row: updated, location: held.location, token: manage.token };
      });
      await withdrawReminders(db, row, 'Withdrawn: the appointment was moved');
      await sendConfirmation(row, location, token, now);
      return { data: await confirmed(row, location, token), message: 'Appointment rescheduled' };
    },
  );

  contractRoute<unknown, { partnerCode: string }, { token: string }>(
    app,
    'POST',
    '/public/v1/book/{partnerCode}/manage/cancel',
    async (request, _r, access) => {
      const now = context.now();
      const { appointment: before, location } = await changeable(access, request.query.token, now);
      const after = await updateAppointment(db, access.scope, before.id, {
        status: toWireAppointmentStatus('CANCELLED'),
        manageTokenHash: null,
        manageTokenExpiresAt: null,
        updatedOn: now,
      });
      if (!after) throw bookingNotFound();
      await audit(access, before, after, now);
      await withdrawReminders(db, after, 'Withdrawn: the appointment was cancelled');
      await queueAppointmentMessages(db, app.deliveries, after, location, 'CANCELLATION', now);
      if (after.paymentStatus !== 'paid' || !after.paymentReference) {
        return { data: await confirmed(after, location), message: 'Appointment cancelled' };
      }
      // Within policy (changeable() checked the cut-off): a full refund. The cancel stands whatever the provider says.
      const refunded = await refundPayment(after, now);
      return {
        data: await confirmed(refunded ?? after, location),
        message: refunded
          ? 'Appointment cancelled and your payment refunded'
          : 'Appointment cancelled. The refund could not be made now; the location will refund your payment',
      };
    },
  );
}
