import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { locationRef, partnerRef } from './tenants';
import { userRef } from './users';
import { createdAt, primaryId } from './columns';

/** A portal user's access to a partner (no location) or to one location of it, with a role. */
export const grants = pgTable(
  'grants',
  {
    id: primaryId(),
    userId: userRef(),
    partnerId: partnerRef(),
    locationId: locationRef(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: createdAt(),
  },
  (table) => [index('grants_user_idx').on(table.userId), index('grants_partner_idx').on(table.partnerId)],
);
