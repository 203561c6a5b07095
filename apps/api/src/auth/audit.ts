import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { AuditAction } from '../audit-log/audit-actions';

export interface AuditEntry {
  area: string;
  /** Who: the user id, or the e-mail typed when no user matched. */
  actor: string | null;
  action: AuditAction;
  outcome: 'SUCCESS' | 'FAILURE' | 'DENIED';
  ip: string | null;
  at: Date;
  details?: Record<string, unknown>;
  entityType?: string | null;
  entityId?: string | null;
  partnerId?: string | null;
}

/** Anything that can insert: the database or an open transaction, so a change and its record commit together. */
export type AuditWriter = Pick<Db, 'insert'>;

/**
 * PostgreSQL refuses NUL in text and jsonb, and an audit row must be written whatever a caller typed: a NUL is
 * stored as the visible `\u0000` instead.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\\u0000') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
}

/** Writes one audit row: who, when, from where, what and how it ended. */
export async function audit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(storable({ ...entry, details: entry.details ?? null }));
}
