/**
 * What the contract fuzz files share (issues 18 and 25): every operation of openapi/dist/backend.json, including
 * operations added later, and an app on the demo data with a signed-in session of each area. `send` answers one
 * case's failure, if any: a 5xx, or an error answer that is not the contract's `{code, message, description}`.
 * The suite is split over several files so the test runner spreads it over its workers (it was one 126 s file).
 */
import { Ajv } from 'ajv';
import { eq } from 'drizzle-orm';
import { tenantSettings } from '../db/schema';
import { saveSystemSetting } from '../settings-store/settings-repository';
import { backendContract as document, resolve, type Json, type Schema } from '../test/contract-document';
import { startAuthTestApp } from '../test/auth-test-app';
import { PUBLIC_BOOKING_DEFAULTS } from '../config';
import type { FuzzOperation } from './hostile-classes';
import { authHeaders, enterFirstPartner, type Session, signInSystem } from '../test/sessions';

export interface FuzzCase {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

function contractOperations(): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document['paths'] as Schema)) {
    const pathItem = item as Schema;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = [
        ...(Array.isArray(pathItem['parameters']) ? pathItem['parameters'] : []),
        ...(Array.isArray((operation as Schema)['parameters'])
          ? ((operation as Schema)['parameters'] as Json[])
          : []),
      ].map((parameter) => resolve(parameter));
      operations.push({ method: method.toUpperCase(), path, operation: operation as Schema, parameters });
    }
  }
  // Sign-out and session-ending calls go last so the tokens stay valid for the others.
  return operations.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}

/** Every operation of the contract, sign-outs last. */
export const FUZZ_OPERATIONS: readonly FuzzOperation[] = contractOperations();

/** Every `of`-th operation from the `shard`-th: the shards of one suite together take every operation once. */
export function fuzzShard(shard: number, of: number): FuzzOperation[] {
  return FUZZ_OPERATIONS.filter((_, index) => index % of === shard);
}

const ajv = new Ajv({ strict: false });
const isErrorBody = ajv.compile(resolve({ $ref: '#/components/schemas/Error' }));

/** An app on the demo data with a session of each area, and `send` for one case. */
export async function startFuzzTarget() {
  // The public calls' per-source limiter is raised for the run (every case comes from one source): a 429 there
  // would hide the answer under test, so one fails the case (issue 29).
  const t = await startAuthTestApp({
    config: { publicBooking: { ...PUBLIC_BOOKING_DEFAULTS, callsPerSource: 1_000_000 } },
  });
  /** Per public operation, how many cases got each status (printed: the note's non-429 answers). */
  const publicAnswers = new Map<string, Map<number, number>>();
  const sessions: Record<string, Session> = {};

  async function openSessions() {
    // A fuzzed security setting may have required a second factor: these sessions sign in with passwords.
    await saveSystemSetting(t.database.db, 'security', { requireSecondFactor: false }, null);
    await t.database.db.delete(tenantSettings).where(eq(tenantSettings.kind, 'security'));
    sessions['system'] = await signInSystem(t.app);
    const { portal, partner } = await enterFirstPartner(t.app);
    sessions['user-portal'] = portal;
    sessions['partner'] = partner;
  }

  /** Sends one fuzz case with a token of the operation's area; answers the failure, if any. */
  async function send(op: FuzzOperation, fuzz: FuzzCase) {
    const area = /^\/(system|partner|user-portal)\//.exec(op.path)?.[1];
    const headers: Record<string, string> = area ? authHeaders(sessions[area]!) : {};
    if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
    const response = await t.app.inject({
      method: op.method as 'GET',
      url: fuzz.url,
      headers,
      ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
    });
    const where = `${op.method} ${op.path} [${fuzz.label}] -> ${response.statusCode}`;
    let failure: string | undefined;
    if (op.path.startsWith('/public/')) {
      const key = `${op.method} ${op.path}`;
      const tally = publicAnswers.get(key) ?? new Map<number, number>();
      tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
      publicAnswers.set(key, tally);
      if (response.statusCode === 429)
        failure = `${where}: rate-limited although the limit is raised for the run`;
    }
    if (response.statusCode >= 500) failure = `${where}: ${response.body.slice(0, 200)}`;
    else if (response.statusCode >= 400) {
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      if (!isErrorBody(body))
        failure = `${where}: not the contract error body: ${response.body.slice(0, 200)}`;
    }
    return { failure, unauthorized: response.statusCode === 401 };
  }

  /**
   * Sends every case `casesOf` makes for each operation, in order; answers the failures. A call may end a session
   * (a password change, a deactivation): after an operation that saw a 401, fresh sessions are opened.
   */
  async function fuzz<C extends FuzzCase>(
    operations: readonly FuzzOperation[],
    casesOf: (op: FuzzOperation) => C[],
    onCase: (op: FuzzOperation, fuzzCase: C, failure: string | undefined) => void = () => undefined,
  ): Promise<string[]> {
    const failures: string[] = [];
    const spent: [string, number][] = [];
    for (const op of operations) {
      const started = performance.now();
      let sawUnauthorized = false;
      for (const fuzzCase of casesOf(op)) {
        const { failure, unauthorized } = await send(op, fuzzCase);
        onCase(op, fuzzCase, failure);
        if (failure) failures.push(failure);
        if (unauthorized) sawUnauthorized = true;
      }
      if (sawUnauthorized) await openSessions();
      spent.push([`${op.method} ${op.path}`, performance.now() - started]);
    }
    // The slowest operations, for whoever next wants the suite faster.
    const slowest = spent.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(`slowest: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join('; ')}`);
    const publicLines = [...publicAnswers].map(
      ([key, tally]) =>
        `  ${key}: ${[...tally]
          .sort((a, b) => a[0] - b[0])
          .map(([status, n]) => `${status}×${n}`)
          .join(', ')}`,
    );
    if (publicLines.length > 0) console.info(`public operations' answers:\n${publicLines.join('\n')}`);
    return failures;
  }

  await openSessions();
  return { fuzz, close: () => t.close() };
}
