/**
 * `POST /public/v1/payments/stripe/webhook` (issue 29): the card processor tells Ridgeline a checkout was paid or a
 * payment refunded. One address for every partner (the local card processor and a Stripe account each post to
 * one URL): the partner is the one the event's metadata names, and only that partner's webhook secret can make
 * the signature hold. The signature covers the body's exact bytes, so this route alone keeps the raw text
 * (a content-type parser in its own encapsulated plugin); no other route sees it.
 *
 * Idempotent by the appointment's state rather than an event ledger: paid is recorded only on an unpaid
 * appointment, refunded only on a paid one, so a repeated or late event (and the manage page's own check on
 * return) changes nothing the second time.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { runAsTenant } from '../db/request-transaction';
import { appointments, partners } from '../db/schema';
import { badRequest } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import type { PaymentEndpoint } from '../payments/payment-endpoint';
import { paymentProviderFor } from '../payments/partner-payment-keys';
import { PaymentWebhookRefused, type PaymentEvent } from '../payments/payment-provider';
import { stripeWebhookPartnerCode } from '../payments/stripe-provider';
import type { SecretBox } from '../secrets/secret-box';
import { withoutSealedSsn } from '../ssn/ssn-vault';
import { recordPaid, recordRefunded } from './booking-payment';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body exactly as received (set by this plugin's parser only). */
    paymentWebhookBody?: string;
  }
}

export interface PaymentWebhookContext {
  db: Db;
  secretBox: SecretBox;
  now: () => Date;
  paymentEndpoint?: PaymentEndpoint;
}

const refused = (why: string) => badRequest('The webhook signature does not hold', why);

export async function paymentWebhookRoutes(app: FastifyInstance, context: PaymentWebhookContext) {
  const { db, secretBox, paymentEndpoint } = context;

  // Encapsulated: this plugin's parser replaces the app's JSON parser for the webhook route only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.paymentWebhookBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The body is not JSON'), undefined);
    }
  });

  /** The partner the event names (id and code), active; undefined for none or an unknown one. */
  async function claimedPartner(rawBody: string) {
    const code = stripeWebhookPartnerCode(rawBody);
    if (!code) return undefined;
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.code, code), eq(partners.active, true)));
    return partner;
  }

  contractRoute<unknown, unknown>(
    app,
    'POST',
    '/public/v1/payments/stripe/webhook',
    async (request, _reply, access) => {
      const rawBody = request.paymentWebhookBody ?? '';
      const signature = request.headers['stripe-signature'];
      const partner = await claimedPartner(rawBody);
      if (!partner) throw refused('The event names no partner taking card payments');
      const choice = await paymentProviderFor(db, secretBox, partner.id, paymentEndpoint);
      if (!choice.configured) throw refused('The partner has no payment keys');
      let event: PaymentEvent;
      try {
        event = choice.provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof PaymentWebhookRefused) throw refused(error.message);
        throw error;
      }
      const now = context.now();
      const changed = await runAsTenant(db, { partnerId: partner.id, locationId: null }, async () => {
        const appointmentId =
          event.type === 'checkout.completed'
            ? event.checkout.metadata['appointmentId']
            : event.type === 'payment.refunded'
              ? event.metadata['appointmentId']
              : undefined;
        if (!appointmentId || !/^[0-9a-f-]{36}$/i.test(appointmentId)) return undefined;
        const [before] = await db
          .select()
          .from(appointments)
          .where(and(eq(appointments.id, appointmentId), eq(appointments.partnerId, partner.id)));
        if (!before) return undefined;
        let after;
        if (event.type === 'checkout.completed') after = await recordPaid(db, before.id, event.checkout, now);
        else if (event.type === 'payment.refunded' && event.fullyRefunded) {
          after =
            before.paymentReference === event.paymentReference
              ? await recordRefunded(db, before.id, before.paymentRefundReference, now)
              : undefined;
        }
        if (!after) return undefined;
        await access.audit({
          entityId: after.id,
          before: withoutSealedSsn(before),
          after: withoutSealedSsn(after),
          actor: 'card processor',
          area: 'public',
          partnerId: partner.id,
          details: { paymentEvent: event.eventId },
          at: now,
        });
        return after;
      });
      if (!changed) access.audit.unchanged('an event already recorded, or one Ridgeline does not act on');
      return { data: { received: true } };
    },
  );
}
