import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Append-only (a trigger of migration 0002 refuses UPDATE, DELETE and TRUNCATE).
 * Who did what, when, from where, and how it ended: the record CJIS auditors ask for. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    area: text('area').notNull(),
    actor: text('actor'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** What changed (`partner`, `role`, ...) and which one; null for sign-ins and other events. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** The tenant the change belongs to, so a partner's administrators read their own trail only. */
    partnerId: text('partner_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_partner_at_idx').on(table.partnerId, table.at),
    // An appointment's (or any record's) own history.
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);
