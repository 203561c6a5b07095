/**
 * Appointment search and report download at a million appointments, on PostgreSQL only:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rl_appointments npx tsx apps/api/bench/appointments.bench.ts
 *
 * 1. seeds the database (seed-appointments.ts; skipped when it is seeded already);
 * 2. starts the API as its own process (as `npm start` does) and signs in both partners' administrators;
 * 3. search — status CONFIRMED, a 7-day appointment-date window, a last-name prefix, sorted by appointmentDate DESC,
 *    page 1 of 20 — at 32 concurrent clients with autocannon for DURATION seconds: p50/p95/p99 and requests/s;
 * 4. the same statements the API issues for that call (session check with its grants and permissions in one
 *    statement, the request transaction with its tenant settings, the count and the page) straight through `pg` with 32 clients
 *    for the same time, built by the API's own repository functions so the SQL is the same;
 * 4b. the third side, "statements": only the call's own statements inside the request's row-level-security set-up
 *    (BEGIN, role and tenant settings, the count and the page, COMMIT), with no session or grant work: what a call
 *    cannot cost less than. API throughput is printed as a share of it, and single-client p95 of both is measured
 *    (one client for DURATION/2 seconds each);
 * 4c. on PostgreSQL, the same statements started as the API now starts its request transaction (BEGIN with the
 *    settings in one message), and the API's share of that too;
 *    on PostgreSQL the sides take turns in BENCH_ROUNDS rounds (default 4), so load that changes during the run
 *    falls on each side alike;
 * 5. streams every appointment as CSV through the API: the report is a partner's (the contract has no system-area
 *    report), so it downloads Acme's whole report (950,000 rows) and then Birch's (50,000), one after the other:
 *    rows, seconds, and the API's peak RSS (VmHWM) with its RSS sampled along the way.
 *
 * BENCH_SECONDS sets DURATION (default 20); BENCH_PARTS=search or BENCH_PARTS=csv runs one part;
 * BENCH_API_NODE_OPTIONS is handed to the API process (e.g. `--require /tmp/probe.cjs` for a profiler or a memory
 * probe; Node 20 refuses `--cpu-prof` in NODE_OPTIONS).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chooseGrant } from '../src/access/partner-grant';
import { sessionRead } from '../src/auth/auth.plugin';
import { pgTenantTransactions } from '../src/db/tenant-transaction-pg';
import { searchAppointments } from '../src/appointments/appointment-repository';
import { openDatabase, type Database, type Db } from '../src/db/database';
import * as schema from '../src/db/schema';
import { startApiProcess } from '../src/test/api-process';
import { seedBenchAppointments } from './seed-appointments';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 20);
const CONNECTIONS = 32;
const PARTS = (process.env['BENCH_PARTS'] ?? 'search,csv').split(',');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 4);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const databaseUrl = process.env['DATABASE_URL'];
// Embedded mode: the API on PGlite in BENCH_DATA_DIR (its DATA_DIR) with 100,000 appointments.
const embeddedDir = process.env['BENCH_DATA_DIR'];
if (!databaseUrl?.startsWith('postgres') && !embeddedDir) {
  throw new Error('set DATABASE_URL to PostgreSQL, or BENCH_DATA_DIR for the embedded database');
}
const pgliteDir = embeddedDir ? path.resolve(embeddedDir, 'pglite') : undefined;
if (pgliteDir)
  await seedBenchAppointments({ pgliteDir }, Number(process.env['BENCH_APPOINTMENTS'] ?? 100_000));
else await seedBenchAppointments({ databaseUrl: databaseUrl! });

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * The bench's own database handle: a pool beside the running API on PostgreSQL; on PGlite the data folder has one
 * owner, so it is opened only while the API is stopped (`directDb`).
 */
let pool: pg.Pool | undefined;
let embedded: Database | undefined;
async function directDb(): Promise<Db> {
  if (pgliteDir) {
    embedded ??= await openDatabase({ databaseUrl: undefined, pgliteDir });
    return embedded.db;
  }
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  return drizzle(pool, { schema }) as unknown as Db;
}
const partnerIds = new Map<string, string>();
for (const partner of await (await directDb()).select().from(schema.partners)) {
  partnerIds.set(partner.code, partner.id);
}
await embedded?.close();
embedded = undefined;

const api = await startApiProcess({
  ...(pgliteDir ? { DATA_DIR: path.resolve(embeddedDir!) } : { DATABASE_URL: databaseUrl! }),
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'error',
  ...(process.env['BENCH_API_NODE_OPTIONS'] ? { NODE_OPTIONS: process.env['BENCH_API_NODE_OPTIONS'] } : {}),
});

/** Signs a partner's administrator in and enters the partner: the headers of its requests and its ids. */
async function partnerSession(code: string, email: string, password: string) {
  const json = { 'content-type': 'application/json' };
  const portal = await fetch(`${api.url}/user-portal/v1/auths`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const portalToken = ((await portal.json()) as { data: { token: string } }).data.token;
  const partner = { id: partnerIds.get(code)! };
  const entered = await fetch(`${api.url}/partner/v1/auths`, {
    method: 'POST',
    headers: {
      ...json,
      authorization: `Bearer ${portalToken}`,
      'x-xsrf-token': portal.headers.get('x-xsrf-token') ?? '',
    },
    body: JSON.stringify({ partnerId: partner!.id, location: false }),
  });
  const token = ((await entered.json()) as { data: { token: string } }).data.token;
  const headers = {
    ...json,
    authorization: `Bearer ${token}`,
    'x-xsrf-token': entered.headers.get('x-xsrf-token') ?? '',
  };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    sub: string;
  };
  return { partnerId: partner!.id, headers, claims };
}

const rssKb = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    readFileSync(`/proc/${api.child.pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0,
  );
const mb = (kb: number) => (kb / 1024).toFixed(0);

/** Requests/s and latency percentiles of one side, from the latencies of all its rounds. */
interface Measured {
  latencies: number[];
  seconds: number;
  non2xx?: number;
  errors?: number;
  timeouts?: number;
}

function figures(measured: Measured) {
  const latencies = [...measured.latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    ...(measured.non2xx === undefined
      ? {}
      : { non2xx: measured.non2xx, errors: measured.errors, timeouts: measured.timeouts }),
    rps: latencies.length / measured.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Adds one round's measurement to a side's. */
function add(total: Measured | undefined, round: Measured): Measured {
  if (!total) return round;
  return {
    latencies: [...total.latencies, ...round.latencies],
    seconds: total.seconds + round.seconds,
    ...(round.non2xx === undefined
      ? {}
      : {
          non2xx: (total.non2xx ?? 0) + round.non2xx,
          errors: (total.errors ?? 0) + (round.errors ?? 0),
          timeouts: (total.timeouts ?? 0) + (round.timeouts ?? 0),
        }),
  };
}

/** Runs `work` back to back from `clients` concurrent callers for `seconds`: every call's latency. */
async function closedLoop(work: () => Promise<unknown>, clients: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies, seconds };
}

/** The search through the API from `clients` autocannon connections for `seconds`. */
async function apiLoop(
  headers: Record<string, string>,
  search: object,
  clients: number,
  seconds: number,
): Promise<Measured> {
  // Every response's latency as autocannon measures it, so p95 is the real p95 (its summary has p90 and p97.5).
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${api.url}/partner/v1/appointments/search`,
        method: 'POST',
        headers,
        body: JSON.stringify(search),
        connections: clients,
        duration: seconds,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    latencies,
    seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function benchSearch(acme: Awaited<ReturnType<typeof partnerSession>>) {
  const { headers, claims, partnerId } = acme;
  const search = {
    status: 'CONFIRMED' as const,
    appointmentDateFrom: isoDay(-3),
    appointmentDateTo: isoDay(3),
    searchParameter: 'Smi',
    sortField: 'appointmentDate' as const,
    sortOrder: 'DESC' as const,
    pageNumber: 1,
    pageSize: 20,
  };
  const probe = await fetch(`${api.url}/partner/v1/appointments/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify(search),
  });
  const probeBody = (await probe.json()) as { totalRecords: number; data: unknown[] };
  console.log(
    `search: ${probe.status}, ${probeBody.totalRecords} matches, ${probeBody.data.length} on page 1`,
  );

  // The direct sides' database handle: on PGlite it can open only once the API has stopped (below).
  let db: Db | undefined = pgliteDir ? undefined : await directDb();
  const scope = { partnerId, locationId: null };
  // The same statements, straight through pg: what the API would cost with no HTTP, no validation, no JSON.
  async function sequence() {
    // The session with its grants in one prepared statement, as auth.plugin.ts reads them for every partner-area
    // call.
    const [read] = await sessionRead(db!, 'partner').execute({ sid: claims.sid, sub: claims.sub });
    // No activity write: the API writes a session's activity at most once a minute (AUTH_LIMITS.activityWriteMs).
    if (!chooseGrant(read?.candidates ?? null, null, read?.locationOpen ?? false))
      throw new Error('no grant');
    await statements();
  }
  // The third side: the call's own statements in the request's row-level-security set-up (BEGIN, then the role
  // and tenant settings, the count and the page, COMMIT), no session or grant work.
  async function statements() {
    await db!.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'ridgeline_app', true), set_config('app.partner_id', ${partnerId}, true), set_config('app.location_id', '', true)`,
      );
      await searchAppointments(tx as unknown as Db, scope, search);
    });
  }
  // The same, started as the API now starts its request transaction on PostgreSQL: BEGIN with the settings in one
  // message (db/tenant-transaction-pg.ts), so the API's share can be read against either floor.
  const oneTrip = pool ? pgTenantTransactions(pool, drizzle(pool, { schema })) : undefined;
  async function statementsOneTrip() {
    await oneTrip!(scope, (tx) => searchAppointments(tx, scope, search));
  }

  // On PostgreSQL the sides take turns in ROUNDS rounds (a quarter of DURATION each by default), so a change in the
  // machine's load during the run falls on every side alike; on PGlite the API must stop before the data folder can
  // be opened directly, so each side runs once.
  const rounds = pgliteDir ? 1 : ROUNDS;
  const slice = DURATION / rounds;
  const sides: Record<'api' | 'direct' | 'statements' | 'statementsOneTrip', Measured | undefined> = {
    api: undefined,
    direct: undefined,
    statements: undefined,
    statementsOneTrip: undefined,
  };
  const loads: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    sides.api = add(sides.api, await apiLoop(headers, search, CONNECTIONS, slice));
    if (pgliteDir) break;
    sides.direct = add(sides.direct, await closedLoop(sequence, CONNECTIONS, slice));
    sides.statements = add(sides.statements, await closedLoop(statements, CONNECTIONS, slice));
    sides.statementsOneTrip = add(
      sides.statementsOneTrip,
      await closedLoop(statementsOneTrip, CONNECTIONS, slice),
    );
    loads.push(load());
  }
  // Single client: one request at a time through the API, then the bare statements.
  const singleApi = figures(await apiLoop(headers, search, 1, DURATION / 2));
  const rssAfterSearch = mb(rssKb('VmRSS'));
  if (pgliteDir) {
    await api.stop();
    db = await directDb();
    sides.direct = await closedLoop(sequence, CONNECTIONS, DURATION);
    sides.statements = await closedLoop(statements, CONNECTIONS, DURATION);
    loads.push(load());
  }
  const singleStatements = figures(await closedLoop(statements, 1, DURATION / 2));
  const apiFigures = figures(sides.api!);
  const directFigures = figures(sides.direct!);
  const statementFigures = figures(sides.statements!);
  const oneTripFigures = sides.statementsOneTrip ? figures(sides.statementsOneTrip) : undefined;
  console.log(
    JSON.stringify(
      {
        database: pgliteDir ? 'PGlite' : 'PostgreSQL',
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        rounds,
        apiRssMbAfterSearch: rssAfterSearch,
        api: apiFigures,
        direct: directFigures,
        statements: statementFigures,
        ...(oneTripFigures ? { statementsOneTrip: oneTripFigures } : {}),
        singleClient: { api: singleApi, statements: singleStatements },
      },
      null,
      2,
    ),
  );
  const share = (side: { rps: number }) => ((100 * apiFigures.rps) / side.rps).toFixed(0);
  console.log(
    `p95 ratio api/direct: ${(apiFigures.p95 / directFigures.p95).toFixed(2)}; ` +
      `API throughput at ${CONNECTIONS} clients: ${share(statementFigures)} % of the statements side (target ≥ 70 %)` +
      (oneTripFigures ? `, ${share(oneTripFigures)} % of the statements started in one round trip` : '') +
      `; single-client p95 ${singleApi.p95.toFixed(1)} ms vs ` +
      `${singleStatements.p95.toFixed(1)} ms = ${(singleApi.p95 / singleStatements.p95).toFixed(2)}× (target ≤ 3×); ` +
      `load average after each round ${loads.join(' | ')}`,
  );
}

/** One partner's whole appointment report as CSV through the API: rows, bytes, seconds, RSS every 100,000 rows. */
async function downloadCsv(session: Awaited<ReturnType<typeof partnerSession>>) {
  const started = performance.now();
  const download = await fetch(`${api.url}/partner/v1/reports/appointment/download`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ startDate: '2000-01-01', endDate: '2100-12-31', format: 'csv' }),
  });
  let bytes = 0;
  let lines = 0;
  const samples: string[] = [];
  for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) {
      if (byte !== 10) continue;
      lines += 1;
      if (lines % 100_000 === 0) samples.push(mb(rssKb('VmRSS')));
    }
  }
  return {
    status: download.status,
    rows: lines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    samples,
  };
}

async function benchCsv(sessions: Awaited<ReturnType<typeof partnerSession>>[]) {
  const [count] = pgliteDir
    ? [{ n: Number(process.env['BENCH_APPOINTMENTS'] ?? 100_000) }]
    : await (await directDb()).select({ n: sql<number>`count(*)::int` }).from(schema.appointments);
  const before = rssKb('VmRSS');
  const hwmBefore = rssKb('VmHWM');
  let rows = 0;
  let seconds = 0;
  let bytes = 0;
  for (const session of sessions) {
    const one = await downloadCsv(session);
    console.log(
      `CSV ${one.status}: ${one.rows} rows (${(one.bytes / 1e6).toFixed(1)} MB) in ${one.seconds.toFixed(1)} s; ` +
        `API RSS (MB) every 100,000 rows: ${one.samples.join(' ')}`,
    );
    rows += one.rows;
    seconds += one.seconds;
    bytes += one.bytes;
  }
  console.log(
    `CSV of every appointment: ${rows} rows of ${count!.n} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s; ` +
      `API peak RSS ${mb(rssKb('VmHWM'))} MB (RSS before the downloads ${mb(before)} MB, peak before ${mb(hwmBefore)} MB); ` +
      `load average ${load()}`,
  );
}

try {
  const acme = await partnerSession('acme', 'partner.admin@ridgeline.test', 'Acme-Partner-2026');
  const birch = await partnerSession('birch', 'birch.admin@ridgeline.test', 'Birch-Partner-2026');
  console.log(`API RSS after start and sign-in: ${mb(rssKb('VmRSS'))} MB; load average ${load()}`);
  // On PGlite the search part ends with the API stopped (the bench then opens the folder itself), so CSV first.
  if (PARTS.includes('csv') && pgliteDir) await benchCsv([acme, birch]);
  if (PARTS.includes('search')) await benchSearch(acme);
  if (PARTS.includes('csv') && !pgliteDir) await benchCsv([acme, birch]);
} finally {
  await pool?.end();
  await (embedded as Database | undefined)?.close();
  await api.stop();
  if (process.env['BENCH_API_OUTPUT']) console.log(api.output());
}
