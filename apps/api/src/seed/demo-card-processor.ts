import { inArray } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { partners } from '../db/schema';
import { writePartnerStripeKeys } from '../payments/partner-payment-keys';
import type { SecretBox } from '../secrets/secret-box';

/**
 * The demo partners' card-processor keys: the local card processor's demo account, so a booking pays on its hosted
 * page with no setting changed. Acme requires online payment (its priced services are paid on the hosted page);
 * Birch has keys without the flag, so its pages show "pay at the location". Only when PAYMENT_PROVIDER_URL points the adapter at a processor: demo keys sent to
 * Stripe itself would only fail. Returns how many partners got them.
 */
export async function seedDemoPaymentKeys(db: Db, box: SecretBox, config: ApiConfig): Promise<number> {
  if (!config.paymentEndpoint) return 0;
  const rows = await db
    .select({ id: partners.id, code: partners.code })
    .from(partners)
    .where(inArray(partners.code, ['acme', 'birch']));
  // Acme's booking pages take the card for a service with a price; Birch's keep "pay at the location" in view.
  for (const { id, code } of rows) {
    await writePartnerStripeKeys(db, box, id, {
      ...config.demoCardProcessor,
      requireOnlinePayment: code === 'acme',
    });
  }
  return rows.length;
}
