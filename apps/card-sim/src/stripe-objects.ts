import { randomBytes } from 'node:crypto';

/** Stripe-looking ids: a prefix and random letters and digits (test mode: `cs_test_`). */
export function stripeId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export const now = (): number => Math.floor(Date.now() / 1000);

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  [field: string]: unknown;
}

/** A session as Stripe answers it: the fields the adapter reads, and the always-present rest at their defaults. */
export function newCheckoutSession(fields: {
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  expiresAt: number;
  metadata: Record<string, string>;
  pageUrl: (id: string) => string;
}): CheckoutSession {
  const id = stripeId('cs_test', 58);
  return {
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: fields.amount,
    amount_total: fields.amount,
    automatic_tax: { enabled: false, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    consent: null,
    consent_collection: null,
    created: now(),
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: fields.customerEmail,
    expires_at: fields.expiresAt,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: fields.metadata,
    mode: 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_details: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    url: fields.pageUrl(id),
  };
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  metadata: Record<string, string>;
  [field: string]: unknown;
}

export function newCharge(
  session: CheckoutSession,
  paymentIntent: string,
  last4: string,
  metadata: Record<string, string>,
): Charge {
  return {
    id: stripeId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn'),
    billing_details: { address: null, email: session.customer_email, name: null, phone: null },
    calculated_statement_descriptor: 'RIDGELINE',
    captured: true,
    created: now(),
    currency: session.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    invoice: null,
    livemode: false,
    metadata,
    on_behalf_of: null,
    outcome: {
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: paymentIntent,
    payment_method: stripeId('pm'),
    payment_method_details: { type: 'card', card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 } },
    receipt_email: session.customer_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  [field: string]: unknown;
}

export function newRefund(
  charge: Charge,
  amount: number,
  reason: string | null,
  metadata: Record<string, string>,
): Refund {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: stripeId('txn'),
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function newEvent(type: string, object: object, apiVersion: string) {
  return {
    id: stripeId('evt'),
    object: 'event' as const,
    api_version: apiVersion,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Stripe's error body: `{ error: { type, code?, message, param? } }`. */
export function stripeError(
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error',
  message: string,
  extra: { code?: string; param?: string; decline_code?: string } = {},
) {
  return { error: { type, message, ...extra } };
}
