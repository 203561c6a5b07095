/**
 * `Idempotency-Key` for the contract's creating operations (`x-idempotent: true`, issue 25): a double submit or a
 * retry after a lost answer makes one record. The key is scoped to the area, the caller (user and session tenant;
 * the source address on a public call) and the operation. The same key and request within 24 hours gets the
 * first answer again (status and body, header `Idempotent-Replayed: true`); the same key with another request
 * answers 409. The stored row is the lock: it is inserted (ON CONFLICT DO NOTHING, its own statement, outside the
 * request's transaction) before the work runs, so of 8 parallel identical calls one does the work and the others
 * wait for its answer. A call that fails leaves no row, so its retry runs again.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import {
  contractOperation,
  multipartDataSchema,
  operationSchema,
  responseContent,
} from '../openapi/operation-schema';
import { badRequest, conflict } from './api-failure';
import { digestMultipart } from './multipart-digest';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a first answer is replayed (the usual window of payment APIs, and what the issue asks). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a call waits for the first call with its key before giving up with 409. */
const WAIT_LIMIT_MS = 30_000;
const POLL_MS = 25;
/** Keys are opaque to the server: printable ASCII, like the UUIDs the web app sends. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** Answers holding one of these never reach the table (sign-in, second factor and the like are not declared). */
const SECRET_FIELD = /(token|secret|password|recoveryCodes)$/i;

export interface Idempotency {
  operationId: string;
  area: string;
  /** A multipart body: its parts are digested (multipart-digest.ts) instead of the parsed JSON body. */
  multipart: boolean;
}

/**
 * The operation's declaration, checked when its route is registered: null when it does not honour the header.
 * Throws when a non-POST operation, or one whose answer can hold a token or password, declares it.
 */
export function idempotencyOf(method: string, openapiPath: string, area: string | null): Idempotency | null {
  const operation = contractOperation(method, openapiPath);
  if (operation.idempotent === undefined || operation.idempotent === false) return null;
  const where = `${method} ${openapiPath} (${operation.operationId})`;
  if (operation.idempotent !== true) throw new Error(`${where}: x-idempotent is true or absent`);
  if (method !== 'POST') throw new Error(`${where}: only creating (POST) operations are x-idempotent`);
  // The request hash covers the parsed JSON body, or a multipart body's parts (multipart-digest.ts).
  const multipart = !operationSchema(method, openapiPath).body;
  if (multipart) multipartDataSchema(method, openapiPath); // throws when the body is neither

  const content = responseContent(method, openapiPath, 200) ?? responseContent(method, openapiPath, 201);
  const secret = Object.values(content ?? {}).flatMap((schema) => secretFields(schema));
  if (secret.length > 0) {
    throw new Error(`${where}: x-idempotent answers are stored, but this one holds ${secret.join(', ')}`);
  }
  return { operationId: operation.operationId, area: area ?? 'public', multipart };
}

function secretFields(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 12) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
        if (SECRET_FIELD.test(name)) found.push(name);
        found.push(...secretFields(property, depth + 1));
      }
    } else {
      found.push(...secretFields(value, depth + 1));
    }
  }
  return found;
}

/** JSON with keys in a fixed order, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const keyReused = () =>
  conflict(
    'Idempotency-Key was already used for another request',
    'Send a new Idempotency-Key for a new submission',
  );

/**
 * Runs `work` once per key: the first call runs it and stores its answer; a repeat within the window replays that
 * answer. Without the header, `work` runs as usual.
 */
export async function withIdempotency(
  db: Db,
  now: Clock,
  idempotency: Idempotency,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<unknown>,
): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return work();
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw badRequest('Idempotency-Key must be 8 to 255 printable ASCII characters');
  }
  const session = request.auth?.session;
  const caller = request.auth
    ? `${idempotency.area}:${request.auth.user.id}:${session?.partnerId ?? ''}:${session?.locationId ?? ''}`
    : `public:${request.ip}`;
  const keyHash = sha256(`${caller}\n${idempotency.operationId}\n${header}`);
  const body = idempotency.multipart ? { multipart: await digestMultipart(request) } : (request.body ?? null);
  const requestHash = sha256(canonical({ params: request.params, query: request.query, body }));

  const started = Date.now();
  for (;;) {
    const at = now();
    const cutoff = new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ keyHash, scope: caller, operationId: idempotency.operationId, requestHash, createdAt: at })
      .onConflictDoNothing()
      .returning({ keyHash: idempotencyKeys.keyHash });
    if (claimed.length > 0) {
      // Rows past the window are kept no longer than the next new key.
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
      return runAndStore(db, keyHash, reply, work);
    }
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash));
    if (!row) continue; // the first call failed and let go of the key: try to claim it
    if (row.createdAt <= cutoff) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== requestHash) throw keyReused();
    if (row.status !== null) {
      void reply.code(row.status).header('idempotent-replayed', 'true');
      return row.responseBody;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw conflict('A request with this Idempotency-Key is still running', 'Try again in a moment');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runAndStore(
  db: Db,
  keyHash: string,
  reply: FastifyReply,
  work: () => Promise<unknown>,
): Promise<unknown> {
  let result: unknown;
  try {
    result = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash));
    throw error;
  }
  if (result === reply || reply.sent || result === undefined) {
    // An answer the handler sent itself cannot be replayed: let a retry run again.
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash));
    return result;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: reply.statusCode, responseBody: JSON.parse(JSON.stringify(result)) as unknown })
    .where(eq(idempotencyKeys.keyHash, keyHash));
  return result;
}
