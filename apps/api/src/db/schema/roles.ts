import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerRef } from './tenants';
import { activeFlag, createdAt, primaryId } from './columns';

/** A partner's role; `forLocation` separates location roles from partner roles. */
export const roles = pgTable(
  'roles',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    title: text('title').notNull(),
    active: activeFlag(),
    forLocation: boolean('for_location').notNull().default(false),
    remarks: text('remarks'),
    createdAt: createdAt(),
  },
  (table) => [
    index('roles_partner_idx').on(table.partnerId),
    // One role per title within a partner, however it is cased or padded.
    uniqueIndex('roles_partner_title_unique').on(table.partnerId, sql`lower(trim(${table.title}))`),
  ],
);

/** The permission codes (`module:action`) of a role; the catalogue of codes lives in the code. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    partnerId: partnerRef(),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.code] })],
);
