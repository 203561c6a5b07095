import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { locationRef, partnerRef } from './tenants';
import { users } from './users';
import { instant, primaryId } from './columns';

/**
 * An e-mailed invitation to a partner or one of its locations with a role; only the SHA-256 of the single-use
 * token is stored. Accepted, revoked or past `expiresAt`, it no longer opens anything.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
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
