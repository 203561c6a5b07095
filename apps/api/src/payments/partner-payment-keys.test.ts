import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardSim, type CardSim } from '@ridgeline/test-support';
import type { Database } from '../db/database';
import { deliverySettings, partners } from '../db/schema';
import { createSecretBox } from '../secrets/secret-box';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { parsePaymentEndpoint } from './payment-endpoint';
import { paymentProviderFor, readPartnerStripeKeys, writePartnerStripeKeys } from './partner-payment-keys';

const keys = { secretKey: 'sk_test_acme_9f3b27', webhookSecret: 'whsec_acme_51c0e8' };
const box = createSecretBox(randomBytes(32));
let database: Database;
let sim: CardSim;
let acme: string;
let birch: string;

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  const rows = await database.db.select({ id: partners.id, code: partners.code }).from(partners);
  acme = rows.find((row) => row.code === 'acme')!.id;
  birch = rows.find((row) => row.code === 'birch')!.id;
  sim = await startCardSim({
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    accounts: [{ ...keys, webhookUrl: undefined }],
  });
});

afterAll(async () => {
  await sim?.close();
  await database?.close();
});

describe("a partner's card-processor keys", () => {
  it('leave a partner without keys "not configured"', async () => {
    expect(await paymentProviderFor(database.db, box, acme, parsePaymentEndpoint(sim.url))).toEqual({
      configured: false,
      reason: 'no-keys',
    });
  });

  it('are stored sealed, give that partner a working provider and no other partner one', async () => {
    await writePartnerStripeKeys(database.db, box, acme, keys);
    const [row] = await database.db
      .select()
      .from(deliverySettings)
      .where(eq(deliverySettings.partnerId, acme));
    expect(row!.kind).toBe('payment');
    expect(JSON.stringify(row)).not.toContain(keys.secretKey);
    expect(JSON.stringify(row)).not.toContain(keys.webhookSecret);

    const choice = await paymentProviderFor(database.db, box, acme, parsePaymentEndpoint(sim.url));
    expect(choice.configured).toBe(true);
    if (!choice.configured) return;
    const checkout = await choice.provider.createCheckout({
      amount: 2500,
      currency: 'usd',
      description: 'Fingerprinting',
      metadata: { appointmentId: 'a-1' },
      successUrl: 'http://localhost:3000/paid?c={CHECKOUT_ID}',
      cancelUrl: 'http://localhost:3000/cancelled',
    });
    expect(checkout.url).toContain(`${sim.url}/pay/`);
    expect((await paymentProviderFor(database.db, box, birch, undefined)).configured).toBe(false);
  });

  it('keep a key the change leaves out and drop one cleared, which makes the partner "not configured" again', async () => {
    await writePartnerStripeKeys(database.db, box, acme, { secretKey: 'sk_test_acme_rotated' });
    expect(await readPartnerStripeKeys(database.db, box, acme)).toEqual({
      secretKey: 'sk_test_acme_rotated',
      webhookSecret: keys.webhookSecret,
    });
    await writePartnerStripeKeys(database.db, box, acme, { webhookSecret: null });
    expect((await paymentProviderFor(database.db, box, acme, undefined)).configured).toBe(false);
  });
});
