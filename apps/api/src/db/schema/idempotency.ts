import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The first answer to a creating call sent with an `Idempotency-Key` (http/idempotency.ts). The row is inserted
 * before the work runs and doubles as the lock: a second call with the same key finds it and waits for, then
 * replays, the answer (`status` null while the first call is still running). Rows older than 24 hours are
 * removed. Only hashes of the key and request are kept, and operations whose answers hold tokens never get here.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** SHA-256 of the scope (area, user or source, operation) and the caller's key. */
    keyHash: text('key_hash').primaryKey(),
    /** `area:user id` or `public:source address`, for reading the table by hand. */
    scope: text('scope').notNull(),
    operationId: text('operation_id').notNull(),
    /** SHA-256 of the path parameters, query and body: the same key with another request answers 409. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    responseBody: jsonb('response_body'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);
