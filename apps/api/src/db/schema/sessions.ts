import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './users';
import { instant, oneTimeToken, primaryId } from './columns';

/**
 * One row per issued token: the token carries the row id, so revoking the row (logout, password change, idle or
 * absolute limit) ends the token, and `lastSeenAt` enforces the idle limit across API instances.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: userRef(),
    area: text('area', { enum: ['system', 'user-portal', 'partner'] }).notNull(),
    /** The user-portal session a partner session was exchanged from; revoking it revokes this one too. */
    parentId: uuid('parent_id'),
    partnerId: uuid('partner_id'),
    locationId: uuid('location_id'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** When the sign-in behind this session passed a second factor; null for a password-only sign-in. */
    secondFactorAt: instant('second_factor_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_parent_idx').on(table.parentId)],
);

/** One-time password-reset links: only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: primaryId(),
  userId: userRef(),
  ...oneTimeToken(),
});

/**
 * One-time links that lift a sign-in lock, e-mailed to the account's owner when five failures lock it: only the
 * SHA-256 of the token is stored, and the link expires when the lock would have ended.
 */
export const unlockTokens = pgTable(
  'unlock_tokens',
  {
    id: primaryId(),
    userId: userRef(),
    ...oneTimeToken(),
  },
  (table) => [index('unlock_tokens_user_idx').on(table.userId)],
);

/**
 * Sign-in attempts being or having been evaluated, counted over a sliding 15-minute window to lock the account.
 * Keyed by realm and lower-cased e-mail, so an unknown e-mail is counted and locked exactly like an account; the
 * row is written before the password is checked (a reservation), so concurrent guesses cannot exceed the limit.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: primaryId(),
    realm: text('realm').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id),
    at: instant('at').notNull(),
    ip: text('ip'),
  },
  (table) => [
    index('sign_in_failures_user_at_idx').on(table.userId, table.at),
    index('sign_in_failures_email_at_idx').on(table.realm, table.email, table.at),
  ],
);

/** Locks of e-mails that match no account, so an unknown e-mail answers the lock message like a real one. */
export const signInLocks = pgTable(
  'sign_in_locks',
  {
    realm: text('realm').notNull(),
    email: text('email').notNull(),
    lockedUntil: instant('locked_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.realm, table.email] })],
);

/**
 * Failed sign-ins per source address (the socket's, or the client's behind a trusted proxy), across accounts: 20
 * within 15 minutes slow every further attempt from that source down. Only failures are written; rows older than
 * the window are pruned as new ones arrive. In the database, so every API process sees the same count.
 */
export const signInSourceFailures = pgTable(
  'sign_in_source_failures',
  {
    id: primaryId(),
    source: text('source').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [index('sign_in_source_failures_source_at_idx').on(table.source, table.at)],
);
