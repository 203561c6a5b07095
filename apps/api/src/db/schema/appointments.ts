import { sql } from 'drizzle-orm';
import { boolean, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerServiceRef } from './catalogue';
import { deliveries } from './deliveries';
import { companies, locationRef, partnerRef } from './tenants';
import { users } from './users';
import { instant, primaryId, sealedSsn } from './columns';

/**
 * An applicant's appointment at a location. The service's name and price are copied at booking (what the
 * applicant was told stays true if the catalogue changes later). The SSN is sealed with the secrets key; only its
 * last four digits are kept in clear, for the masked display.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef().notNull(),
    partnerServiceId: partnerServiceRef(),
    serviceDisplayName: text('service_display_name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    companyId: uuid('company_id').references(() => companies.id),
    paymentModeCode: text('payment_mode_code'),
    /**
     * Card payment at public booking (issue 29): null for "pay at the location"; else unpaid, paid or refunded.
     * The checkout is the provider's hosted page; the reference (Stripe: the PaymentIntent) is what a refund names
     * and what the capture's transaction step fills `paymentVerificationCode` with.
     */
    paymentStatus: text('payment_status').$type<'unpaid' | 'paid' | 'refunded'>(),
    paymentCheckoutId: text('payment_checkout_id'),
    paymentReference: text('payment_reference'),
    amountPaid: numeric('amount_paid', { precision: 12, scale: 2, mode: 'number' }),
    paymentRefundReference: text('payment_refund_reference'),
    /** The location's wall-clock date and times of the slot. */
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The slot's real instants, for capacity and reminders. */
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    /**
     * Lower-cased copies the prefix search matches with `^@`. Under row-level security PostgreSQL uses an index
     * condition only when its functions are leakproof: `lower()` and LIKE are not, so `lower(last_name) like 'smi%'`
     * could not use an index in a partner request, while `^@` on a stored column can.
     */
    firstNameLower: text('first_name_lower').generatedAlwaysAs(sql`lower(first_name)`),
    lastNameLower: text('last_name_lower').generatedAlwaysAs(sql`lower(last_name)`),
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    ...sealedSsn(),
    remarks: text('remarks'),
    /** Wire spelling (CANCELED). */
    status: text('status').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    /** Booked by the applicant on the public booking pages (issue 29), not typed in by staff. */
    bookedOnline: boolean('booked_online').notNull().default(false),
    /**
     * SHA-256 of the applicant's manage link token (public booking, issue 29): replaced at every change, good
     * until `manageTokenExpiresAt`. Null for appointments booked by staff.
     */
    manageTokenHash: text('manage_token_hash'),
    manageTokenExpiresAt: instant('manage_token_expires_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdOn: instant('created_on').notNull().defaultNow(),
    updatedOn: instant('updated_on').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_confirmation_number_uq').on(table.confirmationNumber),
    uniqueIndex('appointments_manage_token_hash_uq').on(table.manageTokenHash),
    // The id closes each sort order of the list and the reports, so a report reads these backwards already sorted.
    index('appointments_partner_date_id_idx').on(
      table.partnerId,
      table.appointmentDate,
      table.startTime,
      table.id,
    ),
    index('appointments_partner_status_date_idx').on(
      table.partnerId,
      table.status,
      table.appointmentDate,
      table.startTime,
    ),
    index('appointments_partner_created_id_idx').on(table.partnerId, table.createdOn, table.id),
    index('appointments_location_starts_idx').on(table.locationId, table.startsAt),
    // Status and date after the prefix: checked inside the index, so a search by name, status and a date window
    // reads only the matching rows from the table (at a million rows a prefix alone matches tens of thousands).
    ...(
      [
        ['appointments_last_name_lower_idx', table.lastNameLower],
        ['appointments_first_name_lower_idx', table.firstNameLower],
        ['appointments_email_lower_idx', table.emailLower],
        ['appointments_contact_number_idx', table.contactNumber],
      ] as const
    ).map(([name, column]) =>
      index(name).on(table.partnerId, sql`${column} text_pattern_ops`, table.status, table.appointmentDate),
    ),
  ],
);

/** The confirmation, reminder and cancellation messages of an appointment, each a row of the delivery queue. */
export const appointmentNotifications = pgTable(
  'appointment_notifications',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    kind: text('kind').$type<'CONFIRMATION' | 'REMINDER' | 'CANCELLATION'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    sendAfter: instant('send_after').notNull(),
    createdOn: instant('created_on').notNull().defaultNow(),
  },
  (table) => [index('appointment_notifications_appointment_idx').on(table.appointmentId)],
);

/**
 * A place held in a slot while an applicant fills in the public booking form (issue 29): no personal data, counts
 * against the slot's capacity until `expiresAt`, consumed (deleted) by the booking it was taken for.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef().notNull(),
    partnerServiceId: partnerServiceRef(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdOn: instant('created_on').notNull().defaultNow(),
  },
  (table) => [index('booking_holds_location_starts_idx').on(table.locationId, table.startsAt)],
);
