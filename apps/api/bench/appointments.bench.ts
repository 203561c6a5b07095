/**
 * Appointment search and report download at a million appointments, on PostgreSQL only:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rl_appointments npx tsx apps/api/bench/appointments.bench.ts
 *
 * 1. seeds the database (seed-appointments.ts; skipped when it is seeded already);
 * 2. starts the API as its own process (as `npm start` does) and signs in Acme's partner administrator;
 * 3. search — status CONFIRMED, a 7-day appointment-date window, a last-name prefix, sorted by appointmentDate DESC,
 *    page 1 of 20 — at 32 concurrent clients with autocannon for DURATION seconds: p50/p95/p99 and requests/s;
 * 4. the same statements the API issues for that call (session check and touch, grant and permission read, the
 *    request transaction with its tenant settings, the count and the page) straight through `pg` with 32 clients
 *    for the same time, built by the API's own repository functions so the SQL is the same;
 * 5. streams the partner's whole appointment report as CSV through the API: rows, seconds, the API's peak RSS.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { partnerGrant } from '../src/access/partner-grant';
import { searchAppointments } from '../src/appointments/appointment-repository';
import type { Db } from '../src/db/database';
import * as schema from '../src/db/schema';
import { startApiProcess } from '../src/test/api-process';
import { seedBenchAppointments } from './seed-appointments';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 20);
const CONNECTIONS = 32;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl || !databaseUrl.startsWith('postgres')) throw new Error('set DATABASE_URL to PostgreSQL');
await seedBenchAppointments(databaseUrl);

const api = await startApiProcess({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'error' });
try {
  const json = { 'content-type': 'application/json' };
  const portal = await fetch(`${api.url}/user-portal/v1/auths`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'partner.admin@ridgeline.test', password: 'Acme-Partner-2026' }),
  });
  const portalToken = ((await portal.json()) as { data: { token: string } }).data.token;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const [acme] = await db.select().from(schema.partners).where(eq(schema.partners.code, 'acme'));
  const entered = await fetch(`${api.url}/partner/v1/auths`, {
    method: 'POST',
    headers: {
      ...json,
      authorization: `Bearer ${portalToken}`,
      'x-xsrf-token': portal.headers.get('x-xsrf-token') ?? '',
    },
    body: JSON.stringify({ partnerId: acme!.id, location: false }),
  });
  const token = ((await entered.json()) as { data: { token: string } }).data.token;
  const headers = {
    ...json,
    authorization: `Bearer ${token}`,
    'x-xsrf-token': entered.headers.get('x-xsrf-token') ?? '',
  };
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

  const viaApi = await autocannon({
    url: `${api.url}/partner/v1/appointments/search`,
    method: 'POST',
    headers,
    body: JSON.stringify(search),
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const apiFigures = {
    requests: viaApi.requests.total,
    non2xx: viaApi.non2xx,
    rps: viaApi.requests.average,
    p50: viaApi.latency.p50,
    p95: (viaApi.latency as unknown as Record<string, number>)['p97_5'] ?? viaApi.latency.p90,
    p99: viaApi.latency.p99,
  };

  // The same statements, straight through pg: what the API would cost with no HTTP, no validation, no JSON.
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    sub: string;
  };
  const [session] = await db.select().from(schema.sessions).where(eq(schema.sessions.id, claims.sid));
  const scope = { partnerId: acme!.id, locationId: null };
  async function sequence() {
    await db
      .select({ session: schema.sessions, user: schema.users })
      .from(schema.sessions)
      .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
      .where(
        and(
          eq(schema.sessions.id, claims.sid),
          eq(schema.sessions.userId, claims.sub),
          eq(schema.sessions.area, 'partner'),
        ),
      );
    for (const id of [session!.id, session!.parentId].filter((x): x is string => !!x)) {
      await db.update(schema.sessions).set({ lastSeenAt: new Date() }).where(eq(schema.sessions.id, id));
    }
    await partnerGrant(db, claims.sub, acme!.id, null);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'ridgeline_app', true), set_config('app.partner_id', ${acme!.id}, true), set_config('app.location_id', '', true)`,
      );
      await searchAppointments(tx as unknown as Db, scope, search);
    });
  }
  const latencies: number[] = [];
  const until = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await sequence();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const directFigures = {
    requests: latencies.length,
    rps: latencies.length / DURATION,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };

  // The whole report of the partner as CSV, through the API; the API's peak RSS from /proc.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.appointments)
    .where(eq(schema.appointments.partnerId, acme!.id));
  const rssBefore = readFileSync(`/proc/${api.child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1];
  const started = performance.now();
  const download = await fetch(`${api.url}/partner/v1/reports/appointment/download`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ startDate: '2000-01-01', endDate: '2100-12-31', format: 'csv' }),
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakKb = Number(
    readFileSync(`/proc/${api.child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0,
  );

  console.log(
    JSON.stringify(
      { connections: CONNECTIONS, durationSeconds: DURATION, api: apiFigures, direct: directFigures },
      null,
      2,
    ),
  );
  console.log(
    `p95 ratio api/direct: ${(apiFigures.p95 / directFigures.p95).toFixed(2)} (autocannon reports p97.5, the nearest it has to p95)`,
  );
  console.log(
    `CSV: status ${download.status}, ${lines - 1} rows of ${count!.n} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s; ` +
      `API peak RSS ${(peakKb / 1024).toFixed(0)} MB (before the download ${(Number(rssBefore) / 1024).toFixed(0)} MB)`,
  );
  await pool.end();
} finally {
  await api.stop();
}
