import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, createdAt, primaryId } from './columns';

/** Code lists shared by every partner (countries, states, provinces, and lists the administrators add). */
export const masterData = pgTable(
  'master_data',
  {
    id: primaryId(),
    category: text('category').notNull(),
    code: text('code').notNull(),
    data: text('data').notNull(),
    active: activeFlag(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('master_data_category_code_idx').on(table.category, table.code)],
);
