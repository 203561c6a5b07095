import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { locations, partners } from './tenants';
import { users } from './users';

/**
 * An e-mailed invitation to a partner or one of its locations with a role; only the SHA-256 of the single-use
 * token is stored. Accepted, revoked or past `expiresAt`, it no longer opens anything.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    locationId: uuid('location_id').references(() => locations.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_partner_idx').on(table.partnerId),
    // One open invitation per partner, location (or none) and e-mail: a new one withdraws the older one.
    uniqueIndex('invitations_pending_target_unique')
      .on(
        table.partnerId,
        sql`coalesce(${table.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(trim(${table.email}))`,
      )
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
