import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardSim, TEST_CARDS, type CardSim } from './card-sim';
import { parseFormBody } from './form-body';
import { checkStripeObject } from './stripe-spec';

const account = {
  secretKey: 'sk_test_unit',
  webhookSecret: 'whsec_unit',
  webhookUrl: undefined as string | undefined,
};
let sim: CardSim;

/** A Stripe answer as the test reads it: any field, checked by the assertions and by the spec. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;
const json = async (response: Response): Promise<Answer> => (await response.json()) as Answer;
let receiver: Server;
const received: { body: string; signature: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  account.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  sim = await startCardSim({ port: 0, host: '127.0.0.1', publicUrl: undefined, accounts: [account] });
});

afterAll(async () => {
  await sim.close();
  await new Promise((resolve) => receiver.close(resolve));
  expect(sim.specProblems).toEqual([]);
});

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

const sessionForm = {
  mode: 'payment',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'usd',
  'line_items[0][price_data][unit_amount]': '4995',
  'line_items[0][price_data][product_data][name]': 'Live scan fingerprinting',
  success_url: 'http://shop.test/done?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/cancelled',
  'metadata[appointmentId]': 'appt-1',
};

async function createSession(): Promise<{ id: string; url: string; [key: string]: unknown }> {
  const response = await post('/v1/checkout/sessions', sessionForm);
  expect(response.status).toBe(200);
  return (await json(response)) as { id: string; url: string };
}

/** Stripe's scheme, written out here from its documentation rather than taken from the code under test. */
function signatureValid(body: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts['t']}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts['v1'] ?? '', 'hex'));
}

describe('form bodies', () => {
  it('reads Stripe bracket keys into objects and arrays', () => {
    expect(parseFormBody('a=1&b[c]=2&d[0][e]=3&d[1][e]=4&f[]=x&f[]=y')).toEqual({
      a: '1',
      b: { c: '2' },
      d: [{ e: '3' }, { e: '4' }],
      f: ['x', 'y'],
    });
  });
});

describe('the Stripe API part', () => {
  it('refuses a request without a key, and a wrong key, with Stripe error objects', async () => {
    const none = await fetch(`${sim.url}/v1/checkout/sessions/cs_test_x`);
    expect(none.status).toBe(401);
    const body = await json(none);
    expect(checkStripeObject('error', body).ok).toBe(true);
    expect(body.error.type).toBe('invalid_request_error');
    const wrong = await fetch(`${sim.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { authorization: 'Bearer sk_test_other_key_000' },
    });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error.message).toMatch(/^Invalid API Key provided/);
  });

  it('creates a checkout session Stripe describes, with its hosted page address', async () => {
    const session = await createSession();
    expect(checkStripeObject('checkout.session', session)).toEqual({ ok: true });
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 4995,
      currency: 'usd',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      metadata: { appointmentId: 'appt-1' },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${sim.url}/pay/${session.id}`);
  });

  it('answers a parameter Stripe does not know with invalid_request_error naming it', async () => {
    const response = await post('/v1/checkout/sessions', { ...sessionForm, colour: 'red' });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ type: 'invalid_request_error', param: 'colour' });
    sim.specProblems.splice(0); // provoked on purpose
  });

  it('keeps one account from reading another account’s session', async () => {
    const session = await createSession();
    const other = await startCardSim({
      port: 0,
      host: '127.0.0.1',
      publicUrl: undefined,
      accounts: [account, { secretKey: 'sk_test_b', webhookSecret: 'whsec_b', webhookUrl: undefined }],
    });
    try {
      const answer = await fetch(`${other.url}/v1/checkout/sessions/${session.id}`, {
        headers: { authorization: 'Bearer sk_test_b' },
      });
      expect(answer.status).toBe(404);
      expect((await json(answer)).error.code).toBe('resource_missing');
    } finally {
      await other.close();
    }
  });

  it('replays the first answer to a repeated Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await json(await post('/v1/checkout/sessions', sessionForm, { 'idempotency-key': 'k1' }));
    const again = await json(await post('/v1/checkout/sessions', sessionForm, { 'idempotency-key': 'k1' }));
    expect(again.id).toBe(first.id);
    const changed = await post(
      '/v1/checkout/sessions',
      { ...sessionForm, 'metadata[appointmentId]': 'appt-2' },
      { 'idempotency-key': 'k1' },
    );
    expect(changed.status).toBe(400);
    expect((await json(changed)).error.type).toBe('idempotency_error');
  });
});

describe('the hosted payment page', () => {
  it('shows a labelled card number field and Pay and Cancel buttons', async () => {
    const session = await createSession();
    const page = await fetch(session.url);
    // The form may lead back to the shop: browsers hold a form's redirects to `form-action` too.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://shop.test;");
    const html = await page.text();
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('id="card-number"');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay \$49\.95<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('declines the declined test card and leaves the session open', async () => {
    const session = await createSession();
    const answer = await fetch(session.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: TEST_CARDS.declined, action: 'pay' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain('Your card was declined.');
    const invalid = await fetch(session.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424241', action: 'pay' }),
      redirect: 'manual',
    });
    expect(invalid.status).toBe(422);
  });

  it('sends Cancel back to cancel_url', async () => {
    const session = await createSession();
    const answer = await fetch(session.url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://shop.test/cancelled');
  });

  it('on Pay marks the session paid, redirects with the session id and sends a signed checkout.session.completed', async () => {
    const session = await createSession();
    received.length = 0;
    const answer = await fetch(session.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', action: 'pay' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://shop.test/done?session=${session.id}`);
    await sim.webhooksSettled();
    expect(received).toHaveLength(1);
    const event = JSON.parse(received[0]!.body);
    expect(signatureValid(received[0]!.body, received[0]!.signature, account.webhookSecret)).toBe(true);
    expect(signatureValid(received[0]!.body, received[0]!.signature, 'whsec_other')).toBe(false);
    expect(checkStripeObject('event', event).ok).toBe(true);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });
    const retrieved = await json(
      await fetch(`${sim.url}/v1/checkout/sessions/${session.id}`, {
        headers: { authorization: `Bearer ${account.secretKey}` },
      }),
    );
    expect(retrieved.payment_intent).toMatch(/^pi_/);
    expect(retrieved.payment_intent).toBe(event.data.object.payment_intent);

    // A paid session's page takes no second payment.
    const twice = await fetch(session.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: TEST_CARDS.pays, action: 'pay' }),
      redirect: 'manual',
    });
    expect(twice.status).toBe(409);

    // Refund in two parts; a third finds nothing left.
    received.length = 0;
    const part = await post('/v1/refunds', { payment_intent: retrieved.payment_intent, amount: '995' });
    const refund = await json(part);
    expect(checkStripeObject('refund', refund).ok).toBe(true);
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 995,
      status: 'succeeded',
      payment_intent: retrieved.payment_intent,
    });
    const rest = await json(await post('/v1/refunds', { payment_intent: retrieved.payment_intent }));
    expect(rest.amount).toBe(4000);
    const none = await post('/v1/refunds', { payment_intent: retrieved.payment_intent });
    expect(none.status).toBe(400);
    expect((await json(none)).error.code).toBe('charge_already_refunded');
    await sim.webhooksSettled();
    const refunded = received.map((hook) => JSON.parse(hook.body));
    expect(refunded.map((hook) => hook.type)).toEqual(['charge.refunded', 'charge.refunded']);
    expect(refunded[1].data.object).toMatchObject({ amount: 4995, amount_refunded: 4995, refunded: true });
  });
});
