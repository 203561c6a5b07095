/**
 * The payment-provider port: what a booking needs from a card processor, in Ridgeline's words. The applicant pays
 * on the provider's hosted page, so no card number, expiry or CVC ever passes through Ridgeline (PCI SAQ-A): the
 * port has no field for one. Stripe is the first adapter (stripe-provider.ts).
 */
export interface CheckoutRequest {
  /** In the currency's minor unit (cents for USD), as every card processor counts. */
  amount: number;
  /** ISO 4217, lower or upper case. */
  currency: string;
  /** Shown on the hosted page (the service and location). */
  description: string;
  /** Carried to the payment and back in its events (the appointment's id); no personal data. */
  metadata: Record<string, string>;
  /** Where the provider sends the applicant after paying; `{CHECKOUT_ID}` is replaced by the checkout's id. */
  successUrl: string;
  /** Where Cancel on the hosted page leads. */
  cancelUrl: string;
  /** Pre-fills the receipt address on the hosted page. */
  customerEmail?: string;
  /** When the hosted page stops taking payment (30 minutes to 24 hours ahead at Stripe). */
  expiresAt?: Date;
  /** A retried create with the same key yields the same checkout. */
  idempotencyKey?: string;
}

export interface Checkout {
  id: string;
  /** The hosted payment page; null once the checkout is complete or expired. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amount: number;
  currency: string;
  /** The provider's reference of the payment (Stripe: the PaymentIntent id), once paid: what a refund names. */
  paymentReference: string | null;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  paymentReference: string;
  /** Minor units; absent refunds what is left. */
  amount?: number;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  metadata?: Record<string, string>;
  idempotencyKey?: string;
}

export interface Refund {
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  paymentReference: string;
}

/** A provider's webhook, verified and read. */
export type PaymentEvent =
  | { type: 'checkout.completed'; eventId: string; checkout: Checkout }
  | {
      type: 'payment.refunded';
      eventId: string;
      paymentReference: string;
      amountRefunded: number;
      currency: string;
      fullyRefunded: boolean;
      metadata: Record<string, string>;
    }
  /** An event type Ridgeline does not act on (the provider's account may send more than it asked for). */
  | { type: 'ignored'; eventId: string; providerType: string };

export interface PaymentProvider {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  retrieveCheckout(id: string): Promise<Checkout>;
  refund(request: RefundRequest): Promise<Refund>;
  /**
   * Checks the signature over the raw body exactly as received (not re-serialised JSON) and reads the event;
   * throws PaymentWebhookRefused when the signature, its age or the body does not hold.
   */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** What a partner's booking gets: a provider, or the reason it offers "pay at the location" instead. */
export type PaymentProviderChoice =
  { configured: true; provider: PaymentProvider } | { configured: false; reason: 'no-keys' };

export class PaymentWebhookRefused extends Error {
  override readonly name = 'PaymentWebhookRefused';
}

/** A provider's refusal or failure, sorted by what the caller can do about it. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    /** invalid: our request (a bug or a stale reference); auth: the partner's key; unavailable: retry later. */
    readonly kind: 'invalid' | 'not-found' | 'auth' | 'unavailable' | 'refused',
    message: string,
    /** The provider's code (Stripe: `charge_already_refunded`, `resource_missing`...). */
    readonly code?: string,
  ) {
    super(message);
  }
}
