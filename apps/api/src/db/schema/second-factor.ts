import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './users';
import { instant, primaryId } from './columns';

/**
 * A user's TOTP secret, sealed with the secrets key (it must be read back to check codes). `confirmedAt` is null
 * while an enrolment waits for its first code; `lastUsedStep` is the 30-second step of the last accepted code, so
 * a code is never accepted twice.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  /** The sealed secret of an enrolment in progress; it replaces `secretSealed` once a code of it is confirmed. */
  pendingSecretSealed: text('pending_secret_sealed'),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: instant('created_at').notNull(),
});

/** One-time recovery codes: only an HMAC-SHA-256 of each is stored; `usedAt` marks the one that was spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * The step between a right password and the second factor: the token's SHA-256 is stored, it lasts five minutes
 * and is spent by the sign-in it completes.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: primaryId(),
    userId: userRef(),
    area: text('area', { enum: ['system', 'user-portal'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('second_factor_challenges_user_idx').on(table.userId)],
);
