import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  area: string;
  /** Who: the user id, or the e-mail typed when no user matched. */
  actor: string | null;
  action: string;
  outcome: 'SUCCESS' | 'FAILURE' | 'DENIED';
  ip: string | null;
  at: Date;
  details?: Record<string, unknown>;
}

/** Writes one audit row: who, when, from where, what and how it ended. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
