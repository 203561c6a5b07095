/**
 * Card payment at public booking (issue 29; contract in docs/decisions.md "Public booking: card payment"). A
 * booking is paid online when the partner's `payment` setting has keys, `requireOnlinePayment: true`, and the
 * service has a price; otherwise at the location. The applicant pays on the provider's hosted page (PCI SAQ-A):
 * Ridgeline sends the amount in minor units and metadata with the partner's code and the appointment's id only.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appointments } from '../db/schema';
import { readSetting } from '../delivery-settings/delivery-settings.repository';
import type { AppointmentRow } from '../appointments/appointment-repository';
import type { PaymentEndpoint } from '../payments/payment-endpoint';
import { paymentProviderFor } from '../payments/partner-payment-keys';
import type { Checkout, PaymentProvider } from '../payments/payment-provider';
import type { SecretBox } from '../secrets/secret-box';

export const BOOKING_CURRENCY = 'usd';

export interface BookingPaymentOut {
  mode: 'at-location' | 'online';
  status: 'unpaid' | 'paid' | 'refunded';
  amount: number;
  currency: string;
  checkoutUrl: string | null;
}

/** What the applicant sees of the payment; `checkoutUrl` only where a checkout was just opened. */
export function bookingPaymentOut(row: AppointmentRow, checkoutUrl: string | null = null): BookingPaymentOut {
  const online = row.paymentStatus !== null && row.paymentStatus !== undefined;
  return {
    mode: online ? 'online' : 'at-location',
    status: online ? row.paymentStatus! : 'unpaid',
    amount: Number(row.amount),
    currency: BOOKING_CURRENCY,
    checkoutUrl: online && row.paymentStatus === 'unpaid' ? checkoutUrl : null,
  };
}

/** Dollars to the currency's minor unit (cents), rounded as the price is stored (two decimals). */
export const minorUnits = (amount: number) => Math.round(Number(amount) * 100);

/** Whether the partner requires online payment: the flag in the `payment` setting's config. */
export async function requiresOnlinePayment(db: Db, box: SecretBox, partnerId: string): Promise<boolean> {
  const setting = await readSetting(db, box, 'payment', { level: 'partner', partnerId });
  return setting?.config['requireOnlinePayment'] === true;
}

/** The provider a booking of `amount` is paid through, or undefined for "pay at the location". */
export async function onlinePaymentProvider(
  db: Db,
  box: SecretBox,
  partnerId: string,
  endpoint: PaymentEndpoint | undefined,
  amount: number,
): Promise<PaymentProvider | undefined> {
  if (minorUnits(amount) <= 0) return undefined;
  if (!(await requiresOnlinePayment(db, box, partnerId))) return undefined;
  const choice = await paymentProviderFor(db, box, partnerId, endpoint);
  return choice.configured ? choice.provider : undefined;
}

/** The provider of an appointment already marked online (its keys may since have been removed: undefined). */
export async function providerOfAppointment(
  db: Db,
  box: SecretBox,
  partnerId: string,
  endpoint: PaymentEndpoint | undefined,
): Promise<PaymentProvider | undefined> {
  const choice = await paymentProviderFor(db, box, partnerId, endpoint);
  return choice.configured ? choice.provider : undefined;
}

/** The manage page the hosted page returns to; `{CHECKOUT_ID}` is the provider's placeholder. */
export function manageUrl(publicUrl: string, partnerCode: string, token: string, withCheckout: boolean) {
  const base = `${publicUrl}/book/${encodeURIComponent(partnerCode)}/manage?token=${encodeURIComponent(token)}`;
  return withCheckout ? `${base}&checkout={CHECKOUT_ID}` : base;
}

/**
 * Opens a hosted payment page for the appointment. The idempotency key names the appointment and the checkout it
 * replaces, so a retried call cannot open two pages while a later re-opening gets a new one.
 */
export async function openCheckout(
  provider: PaymentProvider,
  row: AppointmentRow,
  partnerCode: string,
  locationTitle: string,
  token: string,
  publicUrl: string,
): Promise<Checkout> {
  return provider.createCheckout({
    amount: minorUnits(row.amount),
    currency: BOOKING_CURRENCY,
    description: `${row.serviceDisplayName} at ${locationTitle}`,
    metadata: { partnerCode, appointmentId: row.id },
    successUrl: manageUrl(publicUrl, partnerCode, token, true),
    cancelUrl: manageUrl(publicUrl, partnerCode, token, false),
    customerEmail: row.email,
    idempotencyKey: `booking-checkout:${row.id}:after:${row.paymentCheckoutId ?? 'none'}`,
  });
}

/** Keeps the open checkout's id on the appointment (what the return and the webhook are matched against). */
export async function rememberCheckout(db: Db, appointmentId: string, checkoutId: string) {
  await db
    .update(appointments)
    .set({ paymentCheckoutId: checkoutId })
    .where(eq(appointments.id, appointmentId));
}

/**
 * Records a completed, paid checkout on its appointment once: only an `unpaid` appointment changes, so the
 * return to the manage page and the webhook (in either order, any number of times) record it exactly once.
 * Answers the appointment when this call recorded it.
 */
export async function recordPaid(db: Db, appointmentId: string, checkout: Checkout, at: Date) {
  if (!checkout.paid || !checkout.paymentReference) return undefined;
  const [row] = await db
    .update(appointments)
    .set({
      paymentStatus: 'paid',
      paymentCheckoutId: checkout.id,
      paymentReference: checkout.paymentReference,
      amountPaid: checkout.amount / 100,
      updatedOn: at,
    })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'unpaid')))
    .returning();
  return row;
}

/** Records a full refund once (only a `paid` appointment changes). */
export async function recordRefunded(
  db: Db,
  appointmentId: string,
  refundReference: string | null,
  at: Date,
) {
  const [row] = await db
    .update(appointments)
    .set({ paymentStatus: 'refunded', paymentRefundReference: refundReference, updatedOn: at })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'paid')))
    .returning();
  return row;
}
