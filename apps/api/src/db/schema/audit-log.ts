import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when, from where, and how it ended: the record CJIS auditors ask for. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    area: text('area').notNull(),
    actor: text('actor'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);
