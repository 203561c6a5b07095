/// <reference types="node" />
/**
 * Queues 10,000 e-mails to a local SMTP server (smtp-server on loopback) through the durable job queue and prints
 * messages per second and the p95 time from enqueue to acceptance by the SMTP server, on the embedded PGlite and on
 * PostgreSQL side by side. Run from the repository root:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx apps/api/bench/email-queue.bench.ts
 *
 * The PostgreSQL database's public, drizzle and pgboss schemas are dropped first: give it a database of its own.
 * Without BENCH_DATABASE_URL (or TEST_DATABASE_URL) only PGlite runs. BENCH_MESSAGES changes the count.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { startDeliveryService } from '../src/deliveries/delivery-service';
import { createSecretBox } from '../src/secrets/secret-box';
import { startSmtpTestServer } from '../src/test/smtp-test-server';

const MESSAGES = Number(process.env['BENCH_MESSAGES'] || 10_000);
const postgresUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;

interface Result {
  database: string;
  enqueueSeconds: number;
  messagesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(kind: 'pglite' | 'postgres'): Promise<Result> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-bench-'));
  const database: Database = await openDatabase({
    databaseUrl: kind === 'postgres' ? postgresUrl : undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  if (database.kind === 'postgres') {
    for (const schema of ['public', 'drizzle', 'pgboss']) {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    }
    await database.db.execute(sql.raw('create schema public'));
  }
  await migrate(database);
  const smtp = await startSmtpTestServer();
  const acceptedAt = new Map<string, number>();
  const received = smtp.received;
  const originalPush = received.push.bind(received);
  received.push = (...mails) => {
    for (const mail of mails) acceptedAt.set(mail.messageId, performance.now());
    return originalPush(...mails);
  };
  const service = await startDeliveryService({
    database,
    secretBox: createSecretBox(randomBytes(32)),
    smtpFallback: { host: '127.0.0.1', port: smtp.port, from: 'Bench <bench@ridgeline.test>', secure: false },
    outboxDir: path.join(dataDir, 'outbox'),
    pollingIntervalSeconds: 0.5,
    batchSize: 50,
    workers: 2,
  });
  const enqueuedAt = new Map<string, number>();
  const start = performance.now();
  for (let i = 0; i < MESSAGES; i++) {
    const queued = await service.enqueueEmail({
      to: `bench-${i}@example.com`,
      subject: `Bench ${i}`,
      text: `Message ${i} of the delivery bench.`,
    });
    enqueuedAt.set(queued.messageId, performance.now());
  }
  const enqueueSeconds = (performance.now() - start) / 1000;
  while (acceptedAt.size < MESSAGES) await new Promise((resolve) => setTimeout(resolve, 100));
  const end = Math.max(...acceptedAt.values());
  const latencies = [...enqueuedAt].map(([id, at]) => (acceptedAt.get(id) ?? end) - at).sort((a, b) => a - b);
  await service.stop();
  await smtp.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    database: kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
    enqueueSeconds: Number(enqueueSeconds.toFixed(1)),
    messagesPerSecond: Math.round(MESSAGES / ((end - start) / 1000)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
}

const results: Result[] = [await run('pglite')];
if (postgresUrl) results.push(await run('postgres'));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped');
console.log(`${MESSAGES} e-mails, queued one by one, 2 workers x 50 jobs per poll, SMTP on loopback`);
console.table(results);
