import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners } from './tenants';
import { instant, primaryId, timestamps } from './columns';

/**
 * One message or file Ridgeline sends (e-mail, SMS, later the EFT transfer), the row staff see on the Deliveries
 * screen. The queue's job carries only the id; the content is sealed with the secrets key because a
 * password-reset link in a body is as good as a password.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: primaryId(),
    /** Null for system mail (password resets of system users, test mails of the system settings). */
    partnerId: uuid('partner_id').references(() => partners.id),
    channel: text('channel').$type<'email' | 'sms' | 'sftp'>().notNull(),
    /** The caller's key: enqueueing the same key twice yields the same delivery. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Stable across retries and crashes, so a receiver can drop a duplicate. */
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    sealedPayload: text('sealed_payload').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'retrying' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The queue job that carries it now; a manual retry starts a new job. */
    jobId: uuid('job_id').notNull(),
    ...timestamps(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    uniqueIndex('deliveries_idempotency_key_idx').on(table.idempotencyKey),
    index('deliveries_partner_created_idx').on(table.partnerId, table.createdAt),
    index('deliveries_status_idx').on(table.status),
  ],
);

/**
 * The SMTP, SMSC, EFT SFTP and card-payment (`payment`: a partner's Stripe keys) settings of one scope: `system`, `partner:<id>` or `location:<id>`. Plain fields in
 * `config`; passwords and keys sealed in `sealedSecrets` and never sent back.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: primaryId(),
    kind: text('kind').$type<'smtp' | 'smsc' | 'sftp' | 'payment'>().notNull(),
    scope: text('scope').notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    sealedSecrets: text('sealed_secrets'),
    /** SFTP: the server's host-key fingerprint, pinned by the first successful connection test. */
    hostKeyFingerprint: text('host_key_fingerprint'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('delivery_settings_kind_scope_idx').on(table.kind, table.scope)],
);
