import { inArray } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { partners } from '../db/schema';
import { writePartnerStripeKeys } from '../payments/partner-payment-keys';
import type { SecretBox } from '../secrets/secret-box';

/**
 * The demo partners' card-processor keys: the local card processor's demo account, so a booking pays on its hosted
 * page with no setting changed. Only when PAYMENT_PROVIDER_URL points the adapter at a processor: demo keys sent to
 * Stripe itself would only fail. Returns how many partners got them.
 */
export async function seedDemoPaymentKeys(db: Db, box: SecretBox, config: ApiConfig): Promise<number> {
  if (!config.paymentEndpoint) return 0;
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.code, ['acme', 'birch']));
  for (const { id } of rows) await writePartnerStripeKeys(db, box, id, config.demoCardProcessor);
  return rows.length;
}
