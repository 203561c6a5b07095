import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * System administrators (`realm = 'system'`) and user-portal users (`realm = 'portal'`) share one table: sign-in,
 * lockout, sessions and password resets work the same for both. An e-mail is unique within its realm.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    realm: text('realm', { enum: ['system', 'portal'] }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** Set while the password is one the system e-mailed: it may only be used to choose a new one. */
    enforcePasswordChange: boolean('enforce_password_change').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Set by five failed sign-ins within 15 minutes; sign-in is refused until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last successful sign-in; accounts unused for 90 days (from this or `createdAt`) are disabled. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Why `active` was turned off by the system itself (`inactivity`); null when an administrator did it. */
    disabledReason: text('disabled_reason'),
  },
  (table) => [uniqueIndex('users_realm_email_idx').on(table.realm, sql`lower(${table.email})`)],
);
