import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStripeObject, startCardSim, TEST_CARDS, type CardSim } from '@ridgeline/test-support';
import { parsePaymentEndpoint } from './payment-endpoint';
import {
  PaymentProviderError,
  PaymentWebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';
import { createStripeProvider, stripeWebhookPartnerCode } from './stripe-provider';

// The adapter, through the official package, against the local card processor over real HTTP. The processor checks
// every request the adapter sends against Stripe's published description and collects what it refuses.
const keys = { secretKey: 'sk_test_adapter', webhookSecret: 'whsec_adapter' };
let sim: CardSim;
let provider: PaymentProvider;
let receiver: Server;
/** What the webhook endpoint made of each delivery: the event, or the refusal. */
const verified: (PaymentEvent | Error)[] = [];
const raw: { body: string; signature: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const signature = request.headers['stripe-signature'];
      raw.push({ body: body.toString('utf8'), signature: String(signature) });
      try {
        verified.push(provider.verifyWebhook(body, typeof signature === 'string' ? signature : undefined));
        response.writeHead(200).end();
      } catch (error) {
        verified.push(error as Error);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
  sim = await startCardSim({
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    accounts: [{ ...keys, webhookUrl: hook }],
  });
  provider = createStripeProvider(keys, parsePaymentEndpoint(sim.url));
});

afterAll(async () => {
  await sim?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const checkoutRequest = {
  amount: 4995,
  currency: 'USD',
  description: 'Live scan fingerprinting at Acme Downtown',
  metadata: { appointmentId: '3f2c1a9e-0000-4000-8000-000000000001', partnerCode: 'acme' },
  successUrl: 'http://localhost:3000/book/acme/paid?checkout={CHECKOUT_ID}',
  cancelUrl: 'http://localhost:3000/book/acme/cancelled',
  customerEmail: 'applicant@example.com',
};

/** Pays on the hosted page the way a browser submits its form; returns where it was sent. */
async function payOnHostedPage(url: string, card: string): Promise<Response> {
  const page = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, url), {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: card, action: 'pay' }),
    redirect: 'manual',
  });
}

describe('the Stripe adapter against the local card processor', () => {
  it('creates a checkout, is paid on the hosted page, receives a verified checkout.session.completed and refunds it', async () => {
    const checkout = await provider.createCheckout({ ...checkoutRequest, idempotencyKey: 'booking-1' });
    expect(checkout).toMatchObject({
      status: 'open',
      paid: false,
      amount: 4995,
      currency: 'usd',
      paymentReference: null,
    });
    expect(checkout.url).toMatch(new RegExp(`^${sim.url}/pay/cs_test_`));
    // A retry with the same key is the same checkout.
    expect((await provider.createCheckout({ ...checkoutRequest, idempotencyKey: 'booking-1' })).id).toBe(
      checkout.id,
    );

    const paid = await payOnHostedPage(checkout.url!, TEST_CARDS.pays);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/book/acme/paid?checkout=${checkout.id}`);

    await sim.webhooksSettled();
    expect(verified).toHaveLength(1);
    const completed = verified[0] as PaymentEvent;
    expect(completed.type).toBe('checkout.completed');
    if (completed.type !== 'checkout.completed') return;
    expect(completed.checkout).toMatchObject({
      id: checkout.id,
      status: 'complete',
      paid: true,
      amount: 4995,
    });
    expect(completed.checkout.metadata).toEqual(checkoutRequest.metadata);
    expect(completed.checkout.paymentReference).toMatch(/^pi_/);

    const retrieved = await provider.retrieveCheckout(checkout.id);
    expect(retrieved).toMatchObject({ status: 'complete', paid: true, url: null });
    expect(retrieved.paymentReference).toBe(completed.checkout.paymentReference);

    const refund = await provider.refund({
      paymentReference: retrieved.paymentReference!,
      reason: 'requested_by_customer',
      idempotencyKey: 'cancel-1',
    });
    expect(refund).toMatchObject({ amount: 4995, currency: 'usd', status: 'succeeded' });
    await sim.webhooksSettled();
    const refunded = verified[1] as PaymentEvent;
    expect(refunded).toMatchObject({
      type: 'payment.refunded',
      paymentReference: retrieved.paymentReference,
      amountRefunded: 4995,
      fullyRefunded: true,
      metadata: checkoutRequest.metadata,
    });
    // The events on the wire are the objects Stripe's description describes.
    for (const delivery of raw)
      expect(checkStripeObject('event', JSON.parse(delivery.body))).toEqual({ ok: true });
    // Both events name the partner whose webhook secret verifies them.
    expect(raw.map((delivery) => stripeWebhookPartnerCode(delivery.body))).toEqual(['acme', 'acme']);
    expect(stripeWebhookPartnerCode('not json')).toBeUndefined();

    // A second full refund: Stripe's code comes through, sorted as our request's fault.
    const again = await provider
      .refund({ paymentReference: retrieved.paymentReference! })
      .catch((error) => error);
    expect(again).toBeInstanceOf(PaymentProviderError);
    expect(again).toMatchObject({ kind: 'invalid', code: 'charge_already_refunded' });
    expect(sim.specProblems).toEqual([]);
  });

  it('refuses a webhook whose payload was changed after signing', async () => {
    const delivery = raw[0]!;
    const tampered = delivery.body.replace('"amount_total": 4995', '"amount_total": 1');
    expect(tampered).not.toBe(delivery.body);
    expect(() => provider.verifyWebhook(tampered, delivery.signature)).toThrow(PaymentWebhookRefused);
  });

  it('refuses a webhook signed with another secret, an old one, or none', () => {
    const body = raw[0]!.body;
    const at = Math.floor(Date.now() / 1000);
    const sign = (secret: string, t: number) =>
      `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
    expect(() => provider.verifyWebhook(body, sign('whsec_someone_else', at))).toThrow(PaymentWebhookRefused);
    expect(() => provider.verifyWebhook(body, sign(keys.webhookSecret, at - 3600))).toThrow(
      PaymentWebhookRefused,
    );
    expect(() => provider.verifyWebhook(body, undefined)).toThrow(PaymentWebhookRefused);
    // The same body signed now with the right secret, by Stripe's scheme written out here, is accepted.
    expect(provider.verifyWebhook(body, sign(keys.webhookSecret, at)).type).toBe('checkout.completed');
  });

  it('leaves a declined card’s checkout open and unpaid, with no webhook', async () => {
    const before = verified.length;
    const checkout = await provider.createCheckout(checkoutRequest);
    const declined = await payOnHostedPage(checkout.url!, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(await provider.retrieveCheckout(checkout.id)).toMatchObject({ status: 'open', paid: false });
    await sim.webhooksSettled();
    expect(verified).toHaveLength(before);
  });

  it('reports a wrong key as the partner’s key problem without echoing it', async () => {
    const wrong = createStripeProvider(
      { ...keys, secretKey: 'sk_test_not_this_one' },
      parsePaymentEndpoint(sim.url),
    );
    const error = await wrong.createCheckout(checkoutRequest).catch((caught) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.kind).toBe('auth');
    expect(String(error.message)).not.toContain('sk_test_not_this_one');
  });

  it('names a checkout it does not know as not found', async () => {
    const error = await provider.retrieveCheckout('cs_test_nothing_here').catch((caught) => caught);
    expect(error).toMatchObject({ kind: 'not-found', code: 'resource_missing' });
  });
});
