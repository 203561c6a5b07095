import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Identity and branding of a partner; later issues add addresses, contacts and settings. */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  legalName: text('legal_name').notNull(),
  companyLogo: text('company_logo'),
  favicon: text('favicon'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A location of a partner, with what the location box of the header shows. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    displayName: text('display_name').notNull(),
    image: text('image'),
    favicon: text('favicon'),
    addressLineOne: text('address_line_one').notNull().default(''),
    city: text('city').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('locations_partner_idx').on(table.partnerId)],
);
