import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntryRead {
  area: string;
  actor: string | null;
  outcome: string;
  entityType: string | null;
  partnerId: string | null;
  details: { before?: unknown; after?: unknown; changed?: string[]; [key: string]: unknown };
}

/** The trail's entries of one action on one record, newest first, as the audit trail screen reads them. */
export async function auditEntries(db: Db, action: string, entityId: string): Promise<AuditEntryRead[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({
    area: row.area,
    actor: row.actor,
    outcome: row.outcome,
    entityType: row.entityType,
    partnerId: row.partnerId,
    details: row.details ?? {},
  }));
}
