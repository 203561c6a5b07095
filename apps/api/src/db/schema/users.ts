import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeFlag, createdAt, instant, primaryId } from './columns';

/**
 * System administrators (`realm = 'system'`) and user-portal users (`realm = 'portal'`) share one table: sign-in,
 * lockout, sessions and password resets work the same for both. An e-mail is unique within its realm.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    realm: text('realm', { enum: ['system', 'portal'] }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** Set while the password is one the system e-mailed: it may only be used to choose a new one. */
    enforcePasswordChange: boolean('enforce_password_change').notNull().default(false),
    active: activeFlag(),
    /** Set by five failed sign-ins within 15 minutes; sign-in is refused until then. */
    lockedUntil: instant('locked_until'),
    passwordChangedAt: instant('password_changed_at'),
    createdAt: createdAt(),
    /** The last successful sign-in; accounts unused for 90 days (from this or `createdAt`) are disabled. */
    lastSignInAt: instant('last_sign_in_at'),
    /** Why `active` was turned off by the system itself (`inactivity`); null when an administrator did it. */
    disabledReason: text('disabled_reason'),
  },
  (table) => [uniqueIndex('users_realm_email_idx').on(table.realm, sql`lower(${table.email})`)],
);

/** The user a row belongs to. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
