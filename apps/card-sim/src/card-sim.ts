import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CardSimAccount, CardSimConfig } from './config';
import { FormBodyError, parseFormBody, type FormValue } from './form-body';
import { hostedPage } from './hosted-page';
import {
  newCharge,
  newCheckoutSession,
  newEvent,
  newRefund,
  now,
  stripeError,
  stripeId,
  type Charge,
  type CheckoutSession,
} from './stripe-objects';
import { checkRequestBody, checkStripeObject, STRIPE_SPEC_VERSION } from './stripe-spec';
import { deliverWebhook, type WebhookDelivery } from './webhooks';

/** A card that pays and one that is declined, as in Stripe's test mode. */
export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' };

export interface CardSim {
  port: number;
  /** http://host:port, what the API's PAYMENT_PROVIDER_URL points at. */
  url: string;
  accounts: CardSimAccount[];
  /** Every webhook sent, in order, with the receiver's answer once it came. */
  webhooks: WebhookDelivery[];
  /** Resolves when every webhook sent so far has been answered (or failed). */
  webhooksSettled(): Promise<void>;
  /**
   * Requests that Stripe's published description refuses and objects this processor made that it does not describe.
   * The first kind is also answered with Stripe's 400; tests assert the list stays empty.
   */
  specProblems: string[];
  close(): Promise<void>;
}

interface AccountState {
  account: CardSimAccount;
  sessions: Map<string, CheckoutSession>;
  descriptions: Map<string, string>;
  /** payment_intent_data[metadata]: what the payment and its charge carry (the session's own metadata stays on it). */
  paymentMetadata: Map<string, Record<string, string>>;
  charges: Map<string, Charge>;
  chargeByIntent: Map<string, string>;
  idempotent: Map<string, { bodyHash: string; status: number; body: unknown }>;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ReturnType<typeof stripeError>,
  ) {
    super(body.error.message);
  }
}

const invalid = (message: string, param?: string, code?: string): StripeFailure =>
  new StripeFailure(
    400,
    stripeError('invalid_request_error', message, { ...(param ? { param } : {}), ...(code ? { code } : {}) }),
  );

const MAX_BODY = 256 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(invalid('Request body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

export async function startCardSim(config: CardSimConfig): Promise<CardSim> {
  const states = new Map<string, AccountState>();
  const stateOf = (account: CardSimAccount): AccountState => {
    let state = states.get(account.secretKey);
    if (!state) {
      state = {
        account,
        sessions: new Map(),
        descriptions: new Map(),
        paymentMetadata: new Map(),
        charges: new Map(),
        chargeByIntent: new Map(),
        idempotent: new Map(),
      };
      states.set(account.secretKey, state);
    }
    return state;
  };
  const webhooks: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const specProblems: string[] = [];
  let baseUrl = '';
  const pageUrl = (id: string): string => `${config.publicUrl ?? baseUrl}/pay/${id}`;

  function checkObject(schema: string, value: unknown): void {
    const check = checkStripeObject(schema, value);
    if (!check.ok) specProblems.push(`${schema} ${check.param}: ${check.message}`);
  }

  function sendEvent(state: AccountState, type: string, object: object, schema: string): void {
    checkObject(schema, object);
    const event = newEvent(type, object, STRIPE_SPEC_VERSION.apiVersion);
    checkObject('event', event);
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type,
      url: state.account.webhookUrl,
      payload: JSON.stringify(event, null, 2),
    };
    webhooks.push(delivery);
    const sending = deliverWebhook(delivery, state.account.webhookSecret).finally(() =>
      inFlight.delete(sending),
    );
    inFlight.add(sending);
  }

  /** The session as it stands now: an open one past its expiry has expired. */
  function current(session: CheckoutSession): CheckoutSession {
    if (session.status === 'open' && session.expires_at <= now()) {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  }

  function accountOf(request: IncomingMessage): CardSimAccount {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match) {
      throw new StripeFailure(
        401,
        stripeError(
          'invalid_request_error',
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
      );
    }
    const account = config.accounts.find((candidate) => candidate.secretKey === match[1]);
    if (!account) {
      const key = match[1]!;
      throw new StripeFailure(
        401,
        stripeError(
          'invalid_request_error',
          `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        ),
      );
    }
    return account;
  }

  function createSession(state: AccountState, body: Record<string, FormValue>): CheckoutSession {
    const mode = body['mode'] ?? 'payment';
    if (mode !== 'payment')
      throw invalid(`The local card processor takes mode=payment only, not ${String(mode)}.`, 'mode');
    const items = body['line_items'];
    if (!Array.isArray(items) || items.length === 0) {
      throw invalid('You must provide at least one line item in `payment` mode.', 'line_items');
    }
    let amount = 0;
    let currency: string | undefined;
    const names: string[] = [];
    items.forEach((raw, index) => {
      const item = raw as Record<string, FormValue>;
      const priceData = item['price_data'] as Record<string, FormValue> | undefined;
      if (!priceData)
        throw invalid(
          'The local card processor takes line items with price_data only.',
          `line_items[${index}][price_data]`,
        );
      const unitAmount = priceData['unit_amount'] as unknown as number | undefined;
      if (typeof unitAmount !== 'number' || unitAmount < 0)
        throw invalid('Missing required param', `line_items[${index}][price_data][unit_amount]`);
      const productData = priceData['product_data'] as Record<string, FormValue> | undefined;
      if (!productData)
        throw invalid('Missing required param', `line_items[${index}][price_data][product_data]`);
      const quantity = item['quantity'] as unknown as number | undefined;
      if (typeof quantity !== 'number' || quantity < 1)
        throw invalid('Quantity is required.', `line_items[${index}][quantity]`);
      const itemCurrency = String(priceData['currency']).toLowerCase();
      if (currency && currency !== itemCurrency)
        throw invalid(
          'All line items must share one currency.',
          `line_items[${index}][price_data][currency]`,
        );
      currency = itemCurrency;
      amount += unitAmount * quantity;
      names.push(String(productData['name']));
    });
    const expiresAt = (body['expires_at'] as unknown as number | undefined) ?? now() + 24 * 3600;
    if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const session = newCheckoutSession({
      amount,
      currency: currency!,
      successUrl: String(body['success_url']),
      cancelUrl: typeof body['cancel_url'] === 'string' ? body['cancel_url'] : null,
      clientReferenceId: typeof body['client_reference_id'] === 'string' ? body['client_reference_id'] : null,
      customerEmail: typeof body['customer_email'] === 'string' ? body['customer_email'] : null,
      expiresAt,
      metadata: stringRecord(body['metadata']),
      pageUrl,
    });
    state.sessions.set(session.id, session);
    state.descriptions.set(session.id, names.join(', '));
    const paymentData = body['payment_intent_data'] as Record<string, FormValue> | undefined;
    state.paymentMetadata.set(session.id, stringRecord(paymentData?.['metadata']));
    return session;
  }

  function createRefund(state: AccountState, body: Record<string, FormValue>) {
    const chargeId =
      typeof body['charge'] === 'string'
        ? body['charge']
        : typeof body['payment_intent'] === 'string'
          ? state.chargeByIntent.get(body['payment_intent'])
          : undefined;
    if (!body['charge'] && !body['payment_intent'])
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const charge = chargeId ? state.charges.get(chargeId) : undefined;
    if (!charge) {
      const param = body['charge'] ? 'charge' : 'payment_intent';
      throw new StripeFailure(
        404,
        stripeError('invalid_request_error', `No such ${param}: '${String(body[param])}'`, {
          code: 'resource_missing',
          param,
        }),
      );
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = (body['amount'] as unknown as number | undefined) ?? remaining;
    if (amount < 1 || amount > remaining) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = newRefund(
      charge,
      amount,
      typeof body['reason'] === 'string' ? body['reason'] : null,
      stringRecord(body['metadata']),
    );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    sendEvent(state, 'charge.refunded', { ...charge }, 'charge');
    return refund;
  }

  async function api(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    const account = accountOf(request);
    const state = stateOf(account);
    const method = request.method ?? 'GET';
    const text = method === 'POST' ? await readBody(request) : '';
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    let route:
      | { specPath: string; run: (body: Record<string, FormValue>) => { status: number; body: unknown } }
      | undefined;
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      route = {
        specPath: '/v1/checkout/sessions',
        run: (body) => ({ status: 200, body: createSession(state, body) }),
      };
    } else if (method === 'POST' && url.pathname === '/v1/refunds') {
      route = { specPath: '/v1/refunds', run: (body) => ({ status: 200, body: createRefund(state, body) }) };
    } else if (method === 'GET' && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1]!);
      const session = state.sessions.get(id);
      if (!session)
        throw new StripeFailure(
          404,
          stripeError('invalid_request_error', `No such checkout.session: '${id}'`, {
            code: 'resource_missing',
            param: 'session',
          }),
        );
      return { status: 200, body: current(session) };
    }
    if (!route) {
      throw new StripeFailure(
        404,
        stripeError(
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}). The local card processor serves only the part of Stripe's API that Ridgeline uses.`,
        ),
      );
    }
    let body: Record<string, FormValue>;
    try {
      body = parseFormBody(text);
    } catch (error) {
      if (error instanceof FormBodyError) throw invalid(error.message, error.key);
      throw error;
    }
    const check = checkRequestBody('post', route.specPath, body);
    if (!check.ok) {
      specProblems.push(`POST ${route.specPath} ${check.param}: ${check.message}`);
      throw invalid(`${check.message}: ${check.param}`, check.param, 'parameter_invalid');
    }
    // Stripe replays the first answer to a repeated Idempotency-Key, and refuses the key with other parameters.
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') {
      const bodyHash = createHash('sha256').update(`${url.pathname}\n${text}`).digest('hex');
      const seen = state.idempotent.get(key);
      if (seen && seen.bodyHash !== bodyHash) {
        throw new StripeFailure(
          400,
          stripeError(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      if (seen) return { status: seen.status, body: seen.body };
      const answer = runRecording(route.run, body);
      state.idempotent.set(key, { bodyHash, ...answer });
      return answer;
    }
    return route.run(body);
  }

  function runRecording(
    run: (body: Record<string, FormValue>) => { status: number; body: unknown },
    body: Record<string, FormValue>,
  ) {
    try {
      return run(body);
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: error.body };
      throw error;
    }
  }

  function findSession(id: string): { state: AccountState; session: CheckoutSession } | undefined {
    for (const state of states.values()) {
      const session = state.sessions.get(id);
      if (session) return { state, session: current(session) };
    }
    return undefined;
  }

  /** The origins the page's form may lead to: itself, and where Pay and Cancel redirect (browsers hold redirects of
   * a form submission to `form-action` too). */
  function formTargets(session?: CheckoutSession): string {
    const origins = new Set(["'self'"]);
    for (const target of [session?.success_url, session?.cancel_url]) {
      if (!target) continue;
      try {
        origins.add(new URL(target).origin);
      } catch {
        // Not a URL: Stripe would have refused it at create; nothing to allow.
      }
    }
    return [...origins].join(' ');
  }

  function sendHtml(response: ServerResponse, status: number, html: string, session?: CheckoutSession): void {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets(session)}; frame-ancestors 'none'`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    response.end(html);
  }

  async function page(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const found = findSession(id);
    if (!found) {
      sendHtml(
        response,
        404,
        '<!doctype html><html lang="en"><title>Not found</title><main><h1>This payment page does not exist</h1></main></html>',
      );
      return;
    }
    const { state, session } = found;
    const description = state.descriptions.get(session.id) ?? '';
    if (request.method === 'GET') {
      sendHtml(response, 200, hostedPage(session, description), session);
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    if (session.status !== 'open') {
      sendHtml(response, 409, hostedPage(session, description), session);
      return;
    }
    if (form.get('action') === 'cancel') {
      if (!session.cancel_url)
        sendHtml(
          response,
          200,
          '<!doctype html><html lang="en"><title>Cancelled</title><main><h1>Payment cancelled</h1></main></html>',
        );
      else redirect(response, session.cancel_url);
      return;
    }
    const digits = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
      sendHtml(response, 422, hostedPage(session, description, 'Your card number is invalid.'), session);
      return;
    }
    if (digits === TEST_CARDS.declined) {
      sendHtml(response, 402, hostedPage(session, description, 'Your card was declined.'), session);
      return;
    }
    const paymentIntent = stripeId('pi');
    const charge = newCharge(
      session,
      paymentIntent,
      digits.slice(-4),
      state.paymentMetadata.get(session.id) ?? {},
    );
    state.charges.set(charge.id, charge);
    state.chargeByIntent.set(paymentIntent, charge.id);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntent;
    session.url = null;
    checkObject('checkout.session', session);
    sendEvent(state, 'checkout.session.completed', { ...session }, 'checkout.session');
    redirect(response, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  }

  function redirect(response: ServerResponse, location: string): void {
    response.writeHead(303, { location, 'cache-control': 'no-store' });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://card-sim');
    const pageMatch = /^\/pay\/([^/]+)$/.exec(url.pathname);
    const handle = async (): Promise<void> => {
      if (pageMatch && (request.method === 'GET' || request.method === 'POST')) {
        await page(request, response, decodeURIComponent(pageMatch[1]!));
        return;
      }
      if (url.pathname === '/healthz') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      let answer: { status: number; body: unknown };
      try {
        answer = await api(request, url);
        if (answer.status === 200) {
          const object = answer.body as { object?: string };
          checkObject(object.object === 'refund' ? 'refund' : 'checkout.session', object);
        }
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        answer = { status: error.status, body: error.body };
      }
      if (answer.status !== 200) checkObject('error', answer.body);
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': stripeId('req', 14),
        'stripe-version': STRIPE_SPEC_VERSION.apiVersion,
      });
      response.end(JSON.stringify(answer.body, null, 2));
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(stripeError('api_error', error instanceof Error ? error.message : 'Internal error')),
        );
      } else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  return {
    port,
    url: baseUrl,
    accounts: config.accounts,
    webhooks,
    specProblems,
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
