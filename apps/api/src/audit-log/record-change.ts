/**
 * recordChange: how every resource writes its audit trail (issue 18). Call it inside the same transaction as the
 * change, so the change and its record commit or roll back together:
 *
 *   await db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(partners).where(eq(partners.id, id));
 *     const [after] = await tx.update(partners).set(values).where(eq(partners.id, id)).returning();
 *     await recordChange(tx, request, {
 *       action: 'PARTNER_UPDATED', entityType: 'partner', entityId: id, partnerId: id, before, after, at: now,
 *     });
 *   });
 *
 * - Who, from where and the area come from the request's session (`request.auth`); `partnerId` defaults to the
 *   session's partner, so partner-area changes land in that partner's trail. Pass it for system-area changes to a
 *   partner's data (null for platform-wide records).
 * - `before` is null for a creation, `after` null for a deletion. Both are stored minus secrets: any key that
 *   names a password, secret, token, hash, key or SSN is replaced by "[REDACTED]" (its change is still noted in
 *   `changed`), so the trail can be shown to administrators as it is.
 * - The audit_log table is append-only in the database (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * - Action names are UPPER_SNAKE `<ENTITY>_<VERB>`: PARTNER_CREATED, ROLE_UPDATED, SSN_REVEALED, ...
 */
import type { FastifyRequest } from 'fastify';
import { audit, type AuditWriter } from '../auth/audit';
import type { AuditAction } from './audit-actions';

export interface ChangeRecord {
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** The tenant of the record; defaults to the partner of the caller's session. */
  partnerId?: string | null;
  before?: object | null;
  after?: object | null;
  /** Anything else worth reading later (never secrets). */
  details?: Record<string, unknown>;
  /** The time of the change; defaults to now (pass the app clock's time where the route has it). */
  at?: Date;
  outcome?: 'SUCCESS' | 'FAILURE' | 'DENIED';
  /** Who acts, where the session does not say it (a public link: the account that accepts an invitation). */
  actor?: string | null;
  /** The area of such a change (otherwise the session's). */
  area?: string;
}

const SECRET_KEY = /pass(word)?|secret|token|hash|private.?key|api.?key|credential|ssn|social.?security/i;
export const REDACTED = '[REDACTED]';

/** A copy of a record for the trail: secrets replaced at any depth, dates as ISO strings. */
export function withoutSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      // A flag named after a secret (enforcePasswordChange) holds none: the trail keeps its value.
      SECRET_KEY.test(key) && item !== null && item !== undefined && typeof item !== 'boolean'
        ? REDACTED
        : withoutSecrets(item),
    ]),
  );
}

/** The top-level fields whose values differ between before and after. */
export function changedFields(before: object | null | undefined, after: object | null | undefined): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter(
    (key) => JSON.stringify(withoutSecretsRaw(a[key])) !== JSON.stringify(withoutSecretsRaw(b[key])),
  );
}

// Dates compare by instant; other values by their JSON.
function withoutSecretsRaw(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Records one change to a resource in the audit trail; see the top of this file. */
export async function recordChange(
  db: AuditWriter,
  request: FastifyRequest,
  change: ChangeRecord,
): Promise<void> {
  const session = request.auth?.session;
  await audit(db, {
    area: change.area ?? session?.area ?? 'system',
    actor: change.actor !== undefined ? change.actor : (request.auth?.user.id ?? null),
    action: change.action,
    outcome: change.outcome ?? 'SUCCESS',
    ip: request.ip,
    at: change.at ?? new Date(),
    entityType: change.entityType,
    entityId: change.entityId,
    partnerId: change.partnerId === undefined ? (session?.partnerId ?? null) : change.partnerId,
    details: {
      ...change.details,
      before: change.before ? withoutSecrets(change.before) : null,
      after: change.after ? withoutSecrets(change.after) : null,
      changed: changedFields(change.before, change.after),
    },
  });
}
