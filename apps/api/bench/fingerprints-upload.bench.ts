/// <reference types="node" />
/**
 * Stores a full ten-print set (14 WSQ impressions with their PNG bitmaps, at the simulator's sizes: rolled
 * 760x720, plain thumbs 500x650, slaps 1600x1000) through `PUT /partner/v1/biometrics/fingerprints`, 50 times, and
 * prints the server time of each call (app.inject: parsing, the checks of every print with libs/nist's WSQ decoder,
 * the blob store writes and the database transaction) as p50 and p95. Target: p95 at most 1 s. Run from the
 * repository root:
 *
 *   npx tsx apps/api/bench/fingerprints-upload.bench.ts
 *
 * BENCH_RUNS changes the count; BENCH_DATABASE_URL runs on that PostgreSQL database instead of PGlite (its public
 * schema is dropped first: give it a database of its own).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FINGER_CODES } from '@ridgeline/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { folderBlobStore } from '../src/blob-store/folder-blob-store';
import { simulatorSize, testPrint } from '../src/biometrics/synthetic-prints';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { call, settingsSessions } from '../src/settings-store/settings-test-sessions';

const RUNS = Number(process.env['BENCH_RUNS'] || 50);
const databaseUrl = process.env['BENCH_DATABASE_URL'] || undefined;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-bench-prints-'));
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  if (database.kind === 'postgres') {
    for (const schema of ['public', 'drizzle', 'pgboss']) {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    }
    await database.db.execute(sql.raw('create schema public'));
  }
  await migrate(database);
  await seedDemoData(database.db);
  const app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist' },
    database,
    blobs: folderBlobStore(path.join(dataDir, 'files')),
  });
  try {
    const sessions = await settingsSessions(app, database.db);
    const created = await call(app, sessions.location, 'POST', '/partner/v1/biometrics', {
      lastName: 'Bench',
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    const fingerprints = FINGER_CODES.map((code) => testPrint(code, simulatorSize(code)));
    const payload = { id, fingerprints };
    const bytes = Buffer.byteLength(JSON.stringify(payload));
    const times: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const started = performance.now();
      const response = await call(
        app,
        sessions.location,
        'PUT',
        '/partner/v1/biometrics/fingerprints',
        payload,
      );
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      // The first two calls warm the JIT and the connection; they are not counted.
      if (run >= 2) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.info(
      JSON.stringify(
        {
          database: database.kind,
          impressions: fingerprints.length,
          bodyMegabytes: Number((bytes / 1024 / 1024).toFixed(2)),
          runs: times.length,
          p50Ms: Math.round(p50),
          p95Ms: Math.round(p95),
          maxMs: Math.round(times.at(-1) ?? 0),
          targetP95Ms: 1000,
          met: p95 <= 1000,
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
