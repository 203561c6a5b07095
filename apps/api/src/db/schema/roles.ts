import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners } from './tenants';

/** A partner's role; `forLocation` separates location roles from partner roles. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    forLocation: boolean('for_location').notNull().default(false),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.code] })],
);
