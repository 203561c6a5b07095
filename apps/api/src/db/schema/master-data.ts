import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Code lists shared by every partner (countries, states, provinces, and lists the administrators add). */
export const masterData = pgTable(
  'master_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    code: text('code').notNull(),
    data: text('data').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('master_data_category_code_idx').on(table.category, table.code)],
);
