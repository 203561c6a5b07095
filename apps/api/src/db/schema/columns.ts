import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column builders every table repeats. Each is a function, so every table gets its own builder; the SQL they
 * produce is what the tables spelled out before (drizzle-kit generate finds nothing to migrate).
 * The tenant and user references live next to their tables (tenants.ts, users.ts).
 */

/** A point in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own id, a random UUID. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, set by the database. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row was written and last changed, both set by the database on insert. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Whether the row is in use (inactive rows stay for the records that name them). */
export const activeFlag = () => boolean('active').notNull().default(true);

/** An SSN sealed with the secrets key, and its last four digits in clear for the masked display. */
export const sealedSsn = () => ({
  ssnSealed: text('ssn_sealed'),
  ssnLastFour: text('ssn_last_four'),
});

/** A single-use e-mailed token: only its SHA-256 is stored, with when it was issued, lapses and was spent. */
export const oneTimeToken = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});
