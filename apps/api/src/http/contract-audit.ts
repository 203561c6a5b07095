/**
 * Audit by contract (issue 24). Every changing operation of openapi/ declares `x-audit` (the Redocly rule
 * rule/operation-x-audit in openapi/redocly.yaml refuses one without it):
 *
 *   x-audit: { action: ROLE_UPDATED, entity: role }                       one action
 *   x-audit: { action: [GROUP_CREATED, GROUP_UPDATED], entity: group }    the handler names which one
 *   x-audit: { action: [ACCESS_REVOKED, INVITATION_WITHDRAWN],            one entity per action, where one
 *              entity: { ACCESS_REVOKED: user, INVITATION_WITHDRAWN: invitation } }   operation changes either
 *   x-audit: { none: 'a search sent as POST; it changes nothing' }        no entry, with the reason
 *
 * The registrar (contract-route.ts) hands the handler `access.audit({ entityId, before, after })`; it writes the
 * entry with the declared action and entity through recordChange, in the request's transaction (the partner
 * area's request transaction, or the `tx` the handler passes). The handler passes record fields only: secrets are
 * redacted by recordChange, and files go in as name and SHA-256 (`fileFingerprint`), never their bytes: prints and
 * photos never enter the append-only audit table.
 *
 * Under test (NODE_ENV=test or VITEST) an operation declaring an action that answers 2xx without having handed its
 * audit data fails with a 500, so a handler that forgets its entry cannot pass the suite.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAuditAction } from '../audit-log/audit-actions';
import { recordChange, type ChangeRecord } from '../audit-log/record-change';
import type { AuditWriter } from '../auth/audit';
import type { Db } from '../db/database';
import type { ContractOperation } from '../openapi/operation-schema';

export type AuditDeclaration =
  | {
      kind: 'entry';
      actions: readonly string[];
      /** One entity for every action, or one per action (keyed by exactly the declared actions). */
      entity: string | Readonly<Record<string, string>>;
    }
  | { kind: 'none'; reason: string };

/** The entity an entry of `action` is written on. */
export function declaredEntity(
  declaration: Extract<AuditDeclaration, { kind: 'entry' }>,
  action: string,
): string {
  const { entity } = declaration;
  if (typeof entity === 'string') return entity;
  const named = entity[action];
  if (!named) throw new Error(`x-audit names no entity for ${action}`);
  return named;
}

/** What a handler hands over: the record before and after the change (null for a creation / a deletion). */
export interface AuditedChange {
  entityId: string;
  before: object | null;
  after: object | null;
  /** Which of the declared actions, when the contract declares more than one. */
  action?: string;
  /** The tenant of the record; defaults to the session's partner (pass it in the system area). */
  partnerId?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
  /** Who acts and in which area, on a public operation (no session): the account accepting an invitation. */
  actor?: string;
  area?: string;
}

export type AuditHandOver = ((change: AuditedChange, tx?: AuditWriter) => Promise<void>) & {
  /** The request changed nothing (e.g. an open recapture resumed): no entry, and the check lets it answer 2xx. */
  unchanged: (reason: string) => void;
};

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACTION = /^[A-Z][A-Z0-9_]*$/;
const ENTITY = /^[a-z][a-z_-]*$/;

/** The `x-audit` declaration of one operation, checked; throws with the reason. Undefined for a GET. */
export function auditDeclarationOf(operation: ContractOperation): AuditDeclaration | undefined {
  const where = `${operation.method} ${operation.path} (${operation.operationId})`;
  const value = operation.audit;
  if (value === undefined) {
    if (CHANGING.has(operation.method)) throw new Error(`${where} declares no x-audit in openapi/`);
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${where}: x-audit is { action, entity } or { none: reason }`);
  }
  const { action, entity, none } = value as Record<string, unknown>;
  if (none !== undefined) {
    if (typeof none !== 'string' || none.trim().length < 10 || action !== undefined || entity !== undefined) {
      throw new Error(`${where}: x-audit { none } needs a reason and nothing else`);
    }
    return { kind: 'none', reason: none };
  }
  const actions = Array.isArray(action) ? action : [action];
  if (actions.length === 0 || !actions.every((item) => typeof item === 'string' && ACTION.test(item))) {
    throw new Error(`${where}: x-audit action is an UPPER_SNAKE code or a list of them`);
  }
  if (typeof entity === 'string' && ENTITY.test(entity)) {
    return { kind: 'entry', actions: actions as string[], entity };
  }
  // One entity per action: keyed by exactly the declared actions, each a lower-case name.
  const perAction =
    entity !== null && typeof entity === 'object' && !Array.isArray(entity)
      ? (entity as Record<string, unknown>)
      : undefined;
  const keys = perAction ? Object.keys(perAction).sort() : [];
  if (
    !perAction ||
    keys.join() !== [...(actions as string[])].sort().join() ||
    !Object.values(perAction).every((name) => typeof name === 'string' && ENTITY.test(name))
  ) {
    throw new Error(`${where}: x-audit entity is a lower-case name, or one per declared action`);
  }
  return { kind: 'entry', actions: actions as string[], entity: perAction as Record<string, string> };
}

/** True where a missing hand-over must fail loudly: the test runs. */
export function auditEnforced(): boolean {
  return process.env['NODE_ENV'] === 'test' || Boolean(process.env['VITEST']);
}

/** A file as the trail keeps it: its name, size and SHA-256, never its bytes. */
export function fileFingerprint(
  name: string,
  bytes: Uint8Array | string,
): { name: string; bytes: number; sha256: string } {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : Buffer.from(bytes);
  return { name, bytes: buffer.length, sha256: createHash('sha256').update(buffer).digest('hex') };
}

/** One request's audit state: the hand-over the handler calls, and the check after it returns. */
export function requestAudit(
  operation: Pick<ContractOperation, 'method' | 'path' | 'operationId'>,
  declaration: AuditDeclaration | undefined,
  db: Db,
  request: FastifyRequest,
  now: () => Date = () => new Date(),
): { audit: AuditHandOver; check: (reply: FastifyReply) => void } {
  const where = `${operation.method} ${operation.path} (${operation.operationId})`;
  let handed = 0;
  let unchanged = false;
  const handOver = async (change: AuditedChange, tx?: AuditWriter) => {
    if (declaration?.kind !== 'entry') throw new Error(`${where} declares no x-audit action to record`);
    const action = change.action ?? (declaration.actions.length === 1 ? declaration.actions[0] : undefined);
    if (!action || !declaration.actions.includes(action)) {
      throw new Error(
        `${where}: audit action ${String(action)} is not one of ${declaration.actions.join(', ')}`,
      );
    }
    // The trail's readers word every action (audit-actions.ts); a declared one missing there cannot be written.
    if (!isAuditAction(action))
      throw new Error(`${where}: ${action} is not in AUDIT_ACTIONS (audit-actions.ts)`);
    const record: ChangeRecord = {
      action,
      entityType: declaredEntity(declaration, action),
      entityId: change.entityId,
      before: change.before,
      after: change.after,
      ...(change.partnerId !== undefined ? { partnerId: change.partnerId } : {}),
      ...(change.details ? { details: change.details } : {}),
      ...(change.actor !== undefined ? { actor: change.actor } : {}),
      ...(change.area !== undefined ? { area: change.area } : {}),
      at: change.at ?? now(),
    };
    await recordChange(tx ?? db, request, record);
    handed += 1;
  };
  const audit: AuditHandOver = Object.assign(handOver, {
    unchanged: (reason: string) => {
      if (reason.trim().length === 0) throw new Error(`${where}: unchanged() needs the reason`);
      unchanged = true;
    },
  });
  const check = (reply: FastifyReply) => {
    if (declaration?.kind !== 'entry' || handed > 0 || unchanged || !auditEnforced()) return;
    if (reply.statusCode >= 300) return;
    throw new Error(`${where} answered ${reply.statusCode} without handing its audit entry (access.audit)`);
  };
  return { audit, check };
}
