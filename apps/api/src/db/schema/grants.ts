import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { locations, partners } from './tenants';
import { users } from './users';

/** A portal user's access to a partner (no location) or to one location of it, with a role. */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    locationId: uuid('location_id').references(() => locations.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grants_user_idx').on(table.userId), index('grants_partner_idx').on(table.partnerId)],
);
