import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaderFor, startCardSim, type CardSim } from '@ridgeline/test-support';
import { appointments, locationServices, partnerServices } from '../db/schema';
import { writeSetting } from '../delivery-settings/delivery-settings.repository';
import { parsePaymentEndpoint, type PaymentEndpoint } from '../payments/payment-endpoint';
import { createSecretBox } from '../secrets/secret-box';
import { appointmentByManageToken } from './public-booking-repository';
import { openWeek, saveLocationAppointmentSettings } from '../test/booking-fixtures';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { BOOK, holdAndBook, publicCall, type SlotPick } from '../test/public-booking-fixtures';
import { demoSessions } from '../test/sessions';

/*
 * Issue 29, card payment at public booking, against the real local card processor (apps/card-sim). The fake clock
 * stands at Monday 2026-03-02 09:00 UTC; Tuesday 2026-03-03 10:00 in San Francisco is 18:00 UTC, so cancelling
 * now is within the 24-hour cut-off. The service costs $55.00 at Downtown: 5500 cents at the processor.
 */

const KEYS = { secretKey: 'sk_test_acme_pay_7c1d', webhookSecret: 'whsec_acme_pay_2e9a' };
const SECRETS_KEY = randomBytes(32);
let sim: CardSim;
let endpoint: PaymentEndpoint;
let t: AuthTestApp;
let serviceId = '';
let partnerId = '';

beforeAll(async () => {
  // The API is driven by inject(), so the processor records its webhooks and the test delivers them as sent.
  sim = await startCardSim({
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    accounts: [{ ...KEYS, webhookUrl: undefined }],
  });
  endpoint = parsePaymentEndpoint(sim.url)!;
});
afterAll(async () => sim?.close());

useAuthTestApp(
  async (app) => {
    t = app;
    const s = await demoSessions(t.app, t.database.db);
    const db = t.database.db;
    partnerId = await partnerIdByCode(db, 'acme');
    const [service] = await db
      .insert(partnerServices)
      .values({ partnerId, displayName: 'FBI Background Check', serviceType: 'APPOINTMENT', rate: 49.5 })
      .returning();
    serviceId = service!.id;
    await db
      .insert(locationServices)
      .values([{ partnerId, locationId: s.downtownId, partnerServiceId: serviceId, rate: 55 }]);
    await saveLocationAppointmentSettings(t.app, s.partner, s.downtownId, openWeek(2));
    await writeSetting(
      db,
      createSecretBox(SECRETS_KEY),
      'payment',
      { level: 'partner', partnerId },
      { provider: 'stripe', requireOnlinePayment: true },
      KEYS,
    );
  },
  {
    config: {
      secretsKey: { secretsKey: SECRETS_KEY.toString('base64'), previousKeys: undefined },
      get paymentEndpoint() {
        return endpoint;
      },
    },
  },
);

const pick = (startTime: string): SlotPick => ({
  locationCode: 'acme-downtown',
  partnerServiceId: serviceId,
  appointmentDate: '2026-03-03',
  startTime,
});

interface Confirmation {
  manageToken: string;
  payment: { mode: string; status: string; amount: number; currency: string; checkoutUrl: string | null };
}

async function book(startTime: string): Promise<Confirmation> {
  const { hold, booking } = await holdAndBook(t.app, 'acme', pick(startTime));
  expect(booking?.statusCode, booking?.body ?? hold.body).toBe(200);
  return booking!.json().data as Confirmation;
}

/** Pays on the processor's hosted page as the applicant's browser would (the test card that pays). */
async function payOnHostedPage(checkoutUrl: string) {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'cardNumber=4242424242424242&action=pay',
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

/** Sends the processor's last webhook of `type` to the API as the processor sent it (same bytes, same signature). */
async function deliverLast(type: string, signature?: string) {
  await sim.webhooksSettled();
  const delivery = [...sim.webhooks].reverse().find((w) => w.type === type)!;
  expect(delivery, `a ${type} webhook`).toBeDefined();
  return t.app.inject({
    method: 'POST',
    url: '/public/v1/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ?? signatureHeaderFor(delivery.payload, KEYS.webhookSecret, Math.floor(Date.now() / 1000)),
    },
    payload: delivery.payload,
  });
}

const manage = (token: string, query = '') =>
  publicCall(t.app, 'GET', `${BOOK}/acme/manage?token=${token}${query}`);
const row = async (token: string) => {
  return (await appointmentByManageToken(t.database.db, partnerId, token, t.clock.now()))?.appointment;
};

describe('card payment at public booking', () => {
  it('opens the processor’s hosted page for $55.00 in cents, with the partner and appointment only as metadata', async () => {
    const booked = await book('10:00');
    expect(booked.payment).toMatchObject({ mode: 'online', status: 'unpaid', amount: 55, currency: 'usd' });
    expect(booked.payment.checkoutUrl).toMatch(new RegExp(`^${sim.url}/pay/`));
    const appointment = (await row(booked.manageToken))!;
    const session = await fetch(`${sim.url}/v1/checkout/sessions/${appointment.paymentCheckoutId}`, {
      headers: { authorization: `Bearer ${KEYS.secretKey}` },
    }).then((r) => r.json());
    expect(session.amount_total).toBe(5500);
    expect(session.metadata).toEqual({ partnerCode: 'acme', appointmentId: appointment.id });
    expect(session.success_url).toContain(`/book/acme/manage?token=${booked.manageToken}&checkout=`);
    expect(sim.specProblems).toEqual([]);
  });

  it('marks the booking paid by the signed webhook once; the same webhook again changes nothing', async () => {
    const booked = await book('12:00');
    await payOnHostedPage(booked.payment.checkoutUrl!);
    const first = await deliverLast('checkout.session.completed');
    expect(first.statusCode, first.body).toBe(200);
    const paid = (await row(booked.manageToken))!;
    expect(paid).toMatchObject({ paymentStatus: 'paid', amountPaid: 55 });
    expect(paid.paymentReference).toMatch(/^pi_/);
    const again = await deliverLast('checkout.session.completed');
    expect(again.statusCode).toBe(200);
    expect((await row(booked.manageToken))!.updatedOn).toEqual(paid.updatedOn);
    expect((await manage(booked.manageToken)).json().data.payment).toMatchObject({
      status: 'paid',
      checkoutUrl: null,
    });
  });

  it('refuses a webhook whose signature does not hold (400) and records nothing', async () => {
    const booked = await book('10:30');
    await payOnHostedPage(booked.payment.checkoutUrl!);
    const forged = await deliverLast(
      'checkout.session.completed',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/public/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"metadata":{"partnerCode":"acme"}}}}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await row(booked.manageToken))!.paymentStatus).toBe('unpaid');
  });

  it('records the payment when the applicant returns with the checkout, before any webhook', async () => {
    const booked = await book('12:30');
    const returnUrl = await payOnHostedPage(booked.payment.checkoutUrl!);
    const checkout = new URL(returnUrl).searchParams.get('checkout')!;
    expect(checkout).toBe((await row(booked.manageToken))!.paymentCheckoutId);
    const answer = await manage(booked.manageToken, `&checkout=${checkout}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.payment.status).toBe('paid');
  });

  it('opens the page again through the link while unpaid, and refuses once paid (409)', async () => {
    const booked = await book('11:00');
    const url = `${BOOK}/acme/manage/checkout?token=${booked.manageToken}`;
    const reopened = await publicCall(t.app, 'POST', url, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    const returnUrl = await payOnHostedPage(reopened.json().data.checkoutUrl);
    await manage(booked.manageToken, `&checkout=${new URL(returnUrl).searchParams.get('checkout')}`);
    expect((await publicCall(t.app, 'POST', url, {})).statusCode).toBe(409);
  });

  it('refunds in full a paid booking cancelled within policy; the processor shows the refund', async () => {
    const booked = await book('13:00');
    const returnUrl = await payOnHostedPage(booked.payment.checkoutUrl!);
    await manage(booked.manageToken, `&checkout=${new URL(returnUrl).searchParams.get('checkout')}`);
    const reference = (await row(booked.manageToken))!.paymentReference!;
    const cancel = await publicCall(
      t.app,
      'POST',
      `${BOOK}/acme/manage/cancel?token=${booked.manageToken}`,
      {},
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.payment.status).toBe('refunded');
    const refundEvent = [...sim.webhooks].reverse().find((w) => w.type === 'charge.refunded')!;
    const charge = JSON.parse(refundEvent.payload).data.object;
    expect(charge).toMatchObject({ payment_intent: reference, refunded: true, amount_refunded: 5500 });
    // The refund's own webhook afterwards changes nothing.
    expect((await deliverLast('charge.refunded')).statusCode).toBe(200);
  });

  it('refuses a cancel after the cut-off (409) and keeps the payment', async () => {
    const booked = await book('11:30');
    const returnUrl = await payOnHostedPage(booked.payment.checkoutUrl!);
    await manage(booked.manageToken, `&checkout=${new URL(returnUrl).searchParams.get('checkout')}`);
    const appointment = (await row(booked.manageToken))!;
    // Moved to start within the next 24 hours: past the cut-off.
    await t.database.db
      .update(appointments)
      .set({ startsAt: new Date(t.clock.now().getTime() + 3_600_000) })
      .where(eq(appointments.id, appointment.id));
    const cancel = await publicCall(
      t.app,
      'POST',
      `${BOOK}/acme/manage/cancel?token=${booked.manageToken}`,
      {},
    );
    expect(cancel.statusCode).toBe(409);
    expect((await row(booked.manageToken))!.paymentStatus).toBe('paid');
  });

  it('keeps the cancel when the processor cannot be reached, and says the refund is pending', async () => {
    const booked = await book('13:30');
    const returnUrl = await payOnHostedPage(booked.payment.checkoutUrl!);
    await manage(booked.manageToken, `&checkout=${new URL(returnUrl).searchParams.get('checkout')}`);
    const id = (await row(booked.manageToken))!.id;
    // The processor's port closed: nothing answers there any more.
    const down = { ...endpoint };
    endpoint.port = 1;
    try {
      const cancel = await publicCall(
        t.app,
        'POST',
        `${BOOK}/acme/manage/cancel?token=${booked.manageToken}`,
        {},
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json().data).toMatchObject({ status: 'CANCELED', payment: { status: 'paid' } });
      expect(cancel.json().message).toMatch(/refund could not be made/);
    } finally {
      Object.assign(endpoint, down);
    }
    const [stored] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(stored).toMatchObject({ status: 'CANCELED', paymentStatus: 'paid' });
  });
});
