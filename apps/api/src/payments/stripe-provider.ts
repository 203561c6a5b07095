import Stripe from 'stripe';
import type { PaymentEndpoint } from './payment-endpoint';
import {
  PaymentProviderError,
  PaymentWebhookRefused,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type Refund,
} from './payment-provider';

/** One partner's Stripe account: the secret API key and the signing secret of its webhook endpoint. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Stripe's default: a webhook signed more than five minutes ago is refused (replay protection). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function checkoutOf(session: Stripe.Checkout.Session): Checkout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
    metadata: { ...(session.metadata ?? {}) },
  };
}

/** Sorts Stripe's errors by what the caller can do; the key never appears in a message. */
function providerError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const message = error.message;
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new PaymentProviderError('auth', 'the card processor refused the partner’s API key', error.code);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new PaymentProviderError('unavailable', message, error.code);
  }
  if (error.code === 'resource_missing') return new PaymentProviderError('not-found', message, error.code);
  if (error instanceof Stripe.errors.StripeCardError)
    return new PaymentProviderError('refused', message, error.code);
  return new PaymentProviderError('invalid', message, error.code);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * The Stripe adapter: Checkout Sessions for the hosted page, Refunds, webhooks verified by the package's
 * constructEvent. `endpoint` points it at the local card processor (tests, `npm start`); absent, at Stripe.
 */
export function createStripeProvider(keys: StripeKeys, endpoint?: PaymentEndpoint): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, {
    ...(endpoint ? { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol } : {}),
    // Stripe's retries reuse one idempotency key, so a retried create cannot make a second session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Ridgeline' },
  });
  return {
    name: 'stripe',

    createCheckout: (request: CheckoutRequest) =>
      call(async () => {
        const metadata = { ...request.metadata };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl.replaceAll('{CHECKOUT_ID}', '{CHECKOUT_SESSION_ID}'),
            cancel_url: request.cancelUrl,
            metadata,
            // The charge and its refund events carry the same references as the session.
            payment_intent_data: { metadata },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
          },
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
        );
        return checkoutOf(session);
      }),

    retrieveCheckout: (id: string) =>
      call(async () => checkoutOf(await stripe.checkout.sessions.retrieve(id))),

    refund: (request) =>
      call(async (): Promise<Refund> => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentReference,
            ...(request.amount !== undefined ? { amount: request.amount } : {}),
            ...(request.reason ? { reason: request.reason } : {}),
            ...(request.metadata ? { metadata: request.metadata } : {}),
          },
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
        );
        return {
          id: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          status: (refund.status ?? 'pending') as Refund['status'],
          paymentReference: request.paymentReference,
        };
      }),

    verifyWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!signatureHeader) throw new PaymentWebhookRefused('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          keys.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new PaymentWebhookRefused(
          error instanceof Error ? error.message : 'the webhook signature does not hold',
        );
      }
      if (event.type === 'checkout.session.completed') {
        return { type: 'checkout.completed', eventId: event.id, checkout: checkoutOf(event.data.object) };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const intent = charge.payment_intent;
        return {
          type: 'payment.refunded',
          eventId: event.id,
          paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? charge.id),
          amountRefunded: charge.amount_refunded,
          currency: charge.currency,
          fullyRefunded: charge.refunded,
          metadata: { ...charge.metadata },
        };
      }
      return { type: 'ignored', eventId: event.id, providerType: event.type };
    },
  };
}

/**
 * The partner a Stripe webhook claims to be for (`data.object.metadata.partnerCode`), read from the unverified body
 * only to choose whose webhook secret verifies it: a false claim then fails verification like a forged body.
 */
export function stripeWebhookPartnerCode(rawBody: string | Buffer): string | undefined {
  try {
    const event = JSON.parse(rawBody.toString()) as {
      data?: { object?: { metadata?: Record<string, unknown> } };
    };
    const code = event.data?.object?.metadata?.['partnerCode'];
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
