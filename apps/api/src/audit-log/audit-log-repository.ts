import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, users } from '../db/schema';
import { COUNT_ROWS, searchPage } from '../search/search-page';
import { likePattern } from '../search/search-filters';

export interface AuditLogSearch {
  pageNumber?: number;
  pageSize?: number;
  action?: string;
  actorId?: string;
  partnerId?: string;
  searchParameter?: string;
  from?: string;
  to?: string;
}

// A denied partner sign-in records the partner id as typed; only a well-formed one names a partner.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const typedPartnerId = (value: unknown): string | null =>
  typeof value === 'string' && UUID.test(value) ? value : null;

/** One page of the trail; `tenant` limits it to one partner's rows (the partner area's own trail). */
export async function searchAuditLog(db: Db, criteria: AuditLogSearch, tenant: string | null) {
  const { action, actorId, partnerId, searchParameter, from, to } = criteria;
  const conditions: SQL[] = [];
  // The partner's own rows (its changes, sign-ins to it); row-level security limits a partner session the same way.
  if (tenant) conditions.push(eq(auditLog.partnerId, tenant));
  if (action) conditions.push(eq(auditLog.action, action));
  if (actorId) conditions.push(eq(auditLog.actor, actorId));
  if (partnerId) conditions.push(eq(auditLog.partnerId, partnerId));
  if (searchParameter) {
    // Typed text matches literally: % and _ are not wildcards here.
    const pattern = likePattern(searchParameter);
    conditions.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.actor, pattern),
        ilike(auditLog.entityType, pattern),
        ilike(auditLog.entityId, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  if (from) conditions.push(gte(auditLog.at, new Date(from)));
  if (to) conditions.push(lte(auditLog.at, new Date(to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return searchPage(
    criteria,
    {
      count: () =>
        db
          .select(COUNT_ROWS)
          .from(auditLog)
          .leftJoin(users, sql`${users.id}::text = ${auditLog.actor}`)
          .where(where),
      rows: ({ limit, offset }) =>
        db
          .select({ entry: auditLog, email: users.email })
          .from(auditLog)
          .leftJoin(users, sql`${users.id}::text = ${auditLog.actor}`)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) =>
      rows.map(({ entry, email }) => ({
        id: String(entry.id),
        occurredOn: entry.at.toISOString(),
        area: entry.area,
        actorId: email ? entry.actor : null,
        actorEmail: email ?? entry.actor,
        partnerId: entry.partnerId ?? typedPartnerId(entry.details?.['partnerId']),
        action: entry.action,
        entityType: entry.entityType ?? 'user',
        entityId: entry.entityType ? entry.entityId : email ? entry.actor : null,
        details: { ...entry.details, outcome: entry.outcome, ip: entry.ip },
      })),
  );
}
