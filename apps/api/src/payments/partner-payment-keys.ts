import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { readSetting, writeSetting } from '../delivery-settings/delivery-settings.repository';
import type { SecretBox } from '../secrets/secret-box';
import type { PaymentEndpoint } from './payment-endpoint';
import type { PaymentProviderChoice } from './payment-provider';
import { createStripeProvider, type StripeKeys } from './stripe-provider';

/**
 * A partner's card-processor keys: a `payment` row of delivery_settings at the partner's scope, the provider in
 * `config` and both keys in `sealedSecrets` (AES-GCM with the secrets key, as the SMTP and SFTP passwords), never
 * sent back. No migration: the table's kind is free text.
 */
export async function readPartnerStripeKeys(
  db: Db,
  box: SecretBox,
  partnerId: string,
): Promise<StripeKeys | undefined> {
  const setting = await readSetting(db, box, 'payment', { level: 'partner', partnerId });
  if (!setting || setting.config['provider'] !== 'stripe') return undefined;
  const { secretKey, webhookSecret } = setting.secrets;
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined;
}

/**
 * Stores or changes them. A key left undefined keeps the stored one, null clears it (the screen never holds them);
 * with `request` the change is audited with the names of the sealed fields only.
 */
export async function writePartnerStripeKeys(
  db: Db,
  box: SecretBox,
  partnerId: string,
  keys: { secretKey?: string | null; webhookSecret?: string | null; requireOnlinePayment?: boolean },
  request?: FastifyRequest,
): Promise<void> {
  // The flag left out keeps the stored one (a key rotation does not switch online payment off).
  const stored = await readSetting(db, box, 'payment', { level: 'partner', partnerId });
  const requireOnlinePayment = keys.requireOnlinePayment ?? stored?.config['requireOnlinePayment'] === true;
  await writeSetting(
    db,
    box,
    'payment',
    { level: 'partner', partnerId },
    { provider: 'stripe', requireOnlinePayment },
    { secretKey: keys.secretKey, webhookSecret: keys.webhookSecret },
    request,
  );
}

/** The partner's payment provider, or "not configured" (its booking pages then offer pay at the location). */
export async function paymentProviderFor(
  db: Db,
  box: SecretBox,
  partnerId: string,
  endpoint: PaymentEndpoint | undefined,
): Promise<PaymentProviderChoice> {
  const keys = await readPartnerStripeKeys(db, box, partnerId);
  if (!keys) return { configured: false, reason: 'no-keys' };
  return { configured: true, provider: createStripeProvider(keys, endpoint) };
}
