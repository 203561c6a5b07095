import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the endpoint's secret>`.
 * The receiver recomputes it over the raw body and refuses old timestamps.
 */
export function signatureHeaderFor(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string | undefined;
  payload: string;
  /** The receiver's status, or the network error; undefined while on its way or when no endpoint is set. */
  status?: number;
  error?: string;
}

/** POSTs one event the way Stripe does: JSON body, `Stripe-Signature`, a short timeout, no redirects followed. */
export async function deliverWebhook(
  delivery: WebhookDelivery,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<WebhookDelivery> {
  if (!delivery.url) return delivery;
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signatureHeaderFor(delivery.payload, secret, timestamp),
      },
      body: delivery.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    delivery.status = response.status;
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  return delivery;
}
