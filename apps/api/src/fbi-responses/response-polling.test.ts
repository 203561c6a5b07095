import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeEbtsResponse } from '@ridgeline/nist';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { biometricTransactions, deliverySettings } from '../db/schema';
import { createLogger } from '../http/logger';
import { allowOutbound } from '../outbound/outbound-guard';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { authHeaders, enterFirstPartner, signIn, type Session } from '../test/sessions';

let database: Database;
let app: FastifyInstance;
let admin: Session;
let partnerId: string;
let server: SftpDiskServer;
let root: string;
/** What the app logged at warn and above, one JSON line each. */
const logs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist', fbiResponseSettleMs: 50, fbiResponseSuperviseSeconds: 1 },
    database,
    deliveryOptions: { pollingIntervalSeconds: 0.5 },
    logger: createLogger('warn', { write: (line: string) => void logs.push(line) }),
  });
  admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
  partnerId = (await enterFirstPartner(app)).partnerId;
  root = mkdtempSync(path.join(tmpdir(), 'fbi-polling-'));
  mkdirSync(path.join(root, 'responses'));
  server = await startSftpDiskServer({ root, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${server.port}`);
});

afterAll(async () => {
  await app?.close();
  await server?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the response folders are polled by the queue', () => {
  it('a repeating job runs again after the seconds its handler answers, one chain per key however often started', async () => {
    const runs: string[] = [];
    const start = await app.deliveries.repeating('test-repeating', async (key) => {
      runs.push(key);
      return runs.filter((run) => run === key).length < 3 ? 1 : null;
    });
    await Promise.all([start('a'), start('a'), start('a'), start('b')]);
    await vi.waitFor(() => expect(runs.filter((run) => run === 'a')).toHaveLength(3), { timeout: 15_000 });
    await vi.waitFor(() => expect(runs.filter((run) => run === 'b')).toHaveLength(3), { timeout: 15_000 });
    // The chain ended (null) and never doubled: a third start of 'a' did not add runs.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.filter((run) => run === 'a')).toHaveLength(3);
  });

  it('a destination given a response folder is polled without anyone asking, and again on its interval', async () => {
    const [row] = await database.db
      .insert(biometricTransactions)
      .values({
        partnerId,
        status: 'SENT_TO_FBI',
        transactionControlNumber: 'RLTPOLL000000001',
        eftDestinationScope: 'system',
      })
      .returning();
    const answer = (tot: 'SRE' | 'ERRT', tcr: string) =>
      encodeEbtsResponse({
        tot,
        controlNumber: 'E2026112800000001',
        controlReference: tcr,
        date: '2026-11-28',
        destinationAgency: 'WVATF0900',
        originatingAgency: 'WVIAFIS0Z',
        messages: ['L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED'],
      });
    writeFileSync(path.join(root, 'responses', 'first.errt'), answer('ERRT', row!.transactionControlNumber!));
    const saved = await app.inject({
      method: 'PUT',
      url: '/system/v1/setting/eft-sftp',
      headers: authHeaders(admin),
      payload: {
        host: '127.0.0.1',
        port: server.port,
        username: 'eft',
        password: 'secret',
        remoteDirectory: '/',
        responseFolder: '/responses',
        responsePollSeconds: 10,
        enabled: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = async () =>
      (
        await database.db.select().from(biometricTransactions).where(eq(biometricTransactions.id, row!.id))
      )[0]!;
    await vi.waitFor(async () => expect((await status()).status).toBe('REQUEST_FOR_RECAPTURE'), {
      timeout: 15_000,
    });
    // The move follows the commit: wait for it too.
    await vi.waitFor(() => expect(readdirSync(path.join(root, 'responses'))).toEqual(['processed']), {
      timeout: 15_000,
    });
    expect(readdirSync(path.join(root, 'responses', 'processed'))).toEqual(['first.errt']);
    // One waiting job for the destination, whatever the supervisor's runs since. The chain queues the next poll
    // after the handler returns, which on PostgreSQL can come after the move is visible: wait for it.
    const waitingJobs = async () => {
      const waiting = await database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'fbi-responses' and singleton_key = 'system' and state = 'created'`,
      );
      const rows =
        (waiting as unknown as { rows?: { n: number }[] }).rows ?? (waiting as unknown as { n: number }[]);
      return rows[0]!.n;
    };
    await vi.waitFor(async () => expect(await waitingJobs()).toBe(1), { timeout: 15_000 });
  });

  it('a scheduled poll that cannot reach its folder is logged as a warning with its outcome', async () => {
    // A destination whose server is not there (nothing listens on port 1).
    const scope = `partner:${partnerId}`;
    await database.db.insert(deliverySettings).values({
      kind: 'sftp',
      scope,
      partnerId,
      config: {
        host: '127.0.0.1',
        port: 1,
        username: 'eft',
        remoteDirectory: '/',
        responseFolder: '/responses',
        responsePollSeconds: 10,
        enabled: true,
      },
    });
    try {
      await vi.waitFor(
        () =>
          expect(
            logs
              .map(
                (line) =>
                  JSON.parse(line) as { msg: string; outcome?: { destinationScope: string; error: string } },
              )
              .find((entry) => entry.outcome?.destinationScope === scope),
          ).toMatchObject({
            msg: 'FBI response folder poll failed',
            outcome: { destinationScope: scope, error: expect.any(String), applied: 0 },
          }),
        { timeout: 15_000 },
      );
    } finally {
      // A destination without a folder ends its chain at its next run.
      await database.db
        .delete(deliverySettings)
        .where(and(eq(deliverySettings.kind, 'sftp'), eq(deliverySettings.scope, scope)));
    }
  });
});
