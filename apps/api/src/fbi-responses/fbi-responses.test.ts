import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeEbtsResponse } from '@ridgeline/nist';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import {
  auditLog,
  biometricTransactions,
  deliveries,
  fbiResponses,
  files,
  locations,
  partners,
} from '../db/schema';
import { allowOutbound } from '../outbound/outbound-guard';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { authHeaders, enterFirstPartner, signIn, type Session } from '../test/sessions';

/*
 * Issue 28's fault tests: the real SFTP server of the EFT tests, the API's own poll operation, and the database
 * (PGlite here; PostgreSQL in the test command's PG pass). Responses are EBTS SRE/ERRT files; the ERRT wording
 * follows EBTS's error messages (a code, then the FBI's sentence).
 */
let database: Database;
let app: FastifyInstance;
let admin: Session;
let partnerSession: Session;
let server: SftpDiskServer;
let root: string;
let partnerId: string;
let otherPartnerId: string;
let locationId: string;

const ERRT_MESSAGE = 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 02';

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist', fbiResponseSettleMs: 150 },
    database,
    deliveryOptions: { work: false },
  });
  admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
  const entered = await enterFirstPartner(app);
  partnerSession = entered.partner;
  partnerId = entered.partnerId;
  const rows = await database.db.select({ id: partners.id }).from(partners).orderBy(partners.code);
  otherPartnerId = rows.find((row) => row.id !== partnerId)?.id ?? partnerId;
  const [location] = await database.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.partnerId, partnerId))
    .limit(1);
  locationId = location!.id;
  await database.db
    .update(locations)
    .set({ notificationInfo: { email: 'frontdesk@location.test', phone: '555-0100' } })
    .where(eq(locations.id, locationId));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'fbi-responses-'));
  mkdirSync(path.join(root, 'responses'));
  server = await startSftpDiskServer({ root, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${server.port}`);
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
      afterRead: 'MOVE',
      responsePollSeconds: 60,
      enabled: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data).toMatchObject({
    responseFolder: '/responses',
    afterRead: 'MOVE',
    responsePollSeconds: 60,
  });
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
/** A transaction sent to the FBI through `destinationScope`, with a fresh TCN. */
async function sentTransaction(destinationScope = 'system', owner = partnerId) {
  counter += 1;
  const tcn = `RLT${Date.now()}${String(counter).padStart(4, '0')}`;
  const [row] = await database.db
    .insert(biometricTransactions)
    .values({
      partnerId: owner,
      locationId: owner === partnerId ? locationId : null,
      status: 'SENT_TO_FBI',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada${counter}@applicant.test`,
      transactionControlNumber: tcn,
      eftDestinationScope: destinationScope,
    })
    .returning();
  return row!;
}

function response(tot: 'SRE' | 'ERRT', tcr: string, date = '2026-11-27') {
  return Buffer.from(
    encodeEbtsResponse({
      tot,
      controlNumber: `E${tcr}`,
      controlReference: tcr,
      date,
      destinationAgency: 'WVATF0900',
      originatingAgency: 'WVIAFIS0Z',
      ...(tot === 'ERRT' ? { messages: [ERRT_MESSAGE] } : {}),
    }),
  );
}

const inbox = (name: string) => path.join(root, 'responses', name);
const folderOf = (sub?: string) => {
  const dir = sub ? path.join(root, 'responses', sub) : path.join(root, 'responses');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name !== 'processed' && name !== 'quarantine')
        .sort()
    : [];
};

async function poll() {
  const answer = await app.inject({
    method: 'POST',
    url: '/system/v1/fbi-responses/poll',
    headers: authHeaders(admin),
    payload: { destinationScope: 'system' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{
    data: {
      error: string | null;
      applied: number;
      unmatched: number;
      quarantined: number;
      left: number;
      settled: number;
    }[];
  }>().data[0]!;
}

async function transaction(id: string) {
  const [row] = await database.db
    .select()
    .from(biometricTransactions)
    .where(eq(biometricTransactions.id, id));
  return row!;
}

async function deliveriesOf(ledgerPrefix: string) {
  return database.db
    .select({ key: deliveries.idempotencyKey, recipient: deliveries.recipient, channel: deliveries.channel })
    .from(deliveries)
    .where(like(deliveries.idempotencyKey, `fbi-errt:${ledgerPrefix}%`));
}

async function ledgerOf(fileName: string) {
  return database.db.select().from(fbiResponses).where(eq(fbiResponses.fileName, fileName));
}

describe('FBI responses read from the response folder', () => {
  it('an ERRT asks for a recapture: status, code and sealed message, the location and the applicant told, the file moved', async () => {
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.errt`),
      response('ERRT', row.transactionControlNumber!),
    );
    const outcome = await poll();
    expect(outcome).toMatchObject({ error: null, applied: 1, unmatched: 0, quarantined: 0 });
    const after = await transaction(row.id);
    expect(after).toMatchObject({
      status: 'REQUEST_FOR_RECAPTURE',
      fbiResponseKind: 'ERRT',
      fbiResponseDate: '2026-11-27',
      fbiErrorCode: 'L0008',
    });
    const [ledger] = await ledgerOf(`${row.transactionControlNumber}.errt`);
    expect(ledger).toMatchObject({
      kind: 'ERRT',
      tcr: row.transactionControlNumber,
      transactionId: row.id,
      fingerPosition: 2,
    });
    expect(ledger!.settledAt).not.toBeNull();
    // Sealed like an SSN: the words are not in the column.
    expect(ledger!.errorMessageSealed).not.toContain('QUALITY');
    const sent = await deliveriesOf(ledger!.id);
    expect(sent.map((d) => [d.channel, d.recipient]).sort()).toEqual([
      ['email', row.email],
      ['email', 'frontdesk@location.test'],
    ]);
    expect(folderOf()).toEqual([]);
    expect(folderOf('processed')).toEqual([`${row.transactionControlNumber}.errt`]);
    const trail = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BIOMETRIC_FBI_RESPONSE_RECEIVED'), eq(auditLog.entityId, row.id)));
    expect(trail).toHaveLength(1);
  });

  it("the partner sees the FBI's answer on the record and in the list; the system's lists are not theirs", async () => {
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.errt`),
      response('ERRT', row.transactionControlNumber!),
    );
    await poll();
    const expected = { kind: 'ERRT', date: '2026-11-27', errorCode: 'L0008', message: ERRT_MESSAGE };
    const record = await app.inject({
      method: 'GET',
      url: `/partner/v1/biometrics/${row.id}`,
      headers: authHeaders(partnerSession),
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data).toMatchObject({ status: 'REQUEST_FOR_RECAPTURE', fbiResponse: expected });
    const list = await app.inject({
      method: 'POST',
      url: '/partner/v1/biometrics/search',
      headers: authHeaders(partnerSession),
      payload: { status: 'REQUEST_FOR_RECAPTURE', pageSize: 100 },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((item: { id: string }) => item.id === row.id)).toMatchObject({
      fbiResponse: expected,
    });
    for (const url of ['/system/v1/fbi-responses/search', '/system/v1/fbi-responses/poll']) {
      const refused = await app.inject({
        method: 'POST',
        url,
        headers: authHeaders(partnerSession),
        payload: {},
      });
      expect([401, 403]).toContain(refused.statusCode);
    }
  });

  it('an SRE shows the record processed on its date and keeps nothing else', async () => {
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.sre`),
      response('SRE', row.transactionControlNumber!, '2026-11-28'),
    );
    expect(await poll()).toMatchObject({ applied: 1 });
    expect(await transaction(row.id)).toMatchObject({
      status: 'SENT_TO_FBI',
      fbiResponseKind: 'SRE',
      fbiResponseDate: '2026-11-28',
      fbiErrorCode: null,
    });
    const [ledger] = await ledgerOf(`${row.transactionControlNumber}.sre`);
    expect(ledger).toMatchObject({
      errorMessageSealed: null,
      errorCode: null,
      fingerPosition: null,
      parseError: null,
    });
  });

  it('the same file twice changes nothing the second time', async () => {
    const row = await sentTransaction();
    const name = `${row.transactionControlNumber}.errt`;
    const bytes = response('ERRT', row.transactionControlNumber!);
    writeFileSync(inbox(name), bytes);
    await poll();
    const first = await transaction(row.id);
    writeFileSync(inbox(name), bytes);
    expect(await poll()).toMatchObject({ applied: 0, settled: 1 });
    expect(await transaction(row.id)).toEqual(first);
    const [ledger] = await ledgerOf(name);
    expect(await deliveriesOf(ledger!.id)).toHaveLength(2);
    expect(await ledgerOf(name)).toHaveLength(1);
    expect(folderOf()).toEqual([]);
    expect(folderOf('processed')).toHaveLength(2);
  });

  it('a response for an unknown TCN, or for a transaction sent through another destination, is listed unmatched and touches nothing', async () => {
    const elsewhere = await sentTransaction(`partner:${otherPartnerId}`, otherPartnerId);
    writeFileSync(inbox('unknown.errt'), response('ERRT', 'RLT0000000000NOPE'));
    writeFileSync(inbox('elsewhere.errt'), response('ERRT', elsewhere.transactionControlNumber!));
    expect(await poll()).toMatchObject({ applied: 0, unmatched: 2 });
    expect((await transaction(elsewhere.id)).status).toBe('SENT_TO_FBI');
    const listed = await app.inject({
      method: 'POST',
      url: '/system/v1/fbi-responses/search',
      headers: authHeaders(admin),
      payload: { list: 'UNMATCHED', pageSize: 100 },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const names = listed.json<{ data: { fileName: string; kind: string }[] }>().data.map((r) => r.fileName);
    expect(names).toEqual(expect.arrayContaining(['unknown.errt', 'elsewhere.errt']));
  });

  it('a malformed file goes to quarantine on the server, listed by name, size and parse error, its bytes not stored', async () => {
    const filesBefore = await database.db.select({ n: sql<number>`count(*)::int` }).from(files);
    writeFileSync(inbox('garbage.eft'), 'this is not an ANSI/NIST file');
    expect(await poll()).toMatchObject({ quarantined: 1 });
    expect(folderOf('quarantine')).toEqual(['garbage.eft']);
    const listed = await app.inject({
      method: 'POST',
      url: '/system/v1/fbi-responses/search',
      headers: authHeaders(admin),
      payload: { list: 'QUARANTINED', search: 'garbage' },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        fileName: 'garbage.eft',
        size: 29,
        kind: 'UNREADABLE',
        parseError: expect.stringMatching(/^Not an ANSI\/NIST file/),
      }),
    ]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(files)).toEqual(filesBefore);
  });

  it('a file too large to be a response is quarantined without being read', async () => {
    writeFileSync(inbox('huge.eft'), Buffer.alloc(1024 * 1024 + 1, 0x41));
    expect(await poll()).toMatchObject({ quarantined: 1, applied: 0 });
    expect(folderOf('quarantine')).toEqual(['huge.eft']);
    expect(await ledgerOf('huge.eft')).toEqual([
      expect.objectContaining({
        kind: 'UNREADABLE',
        size: 1024 * 1024 + 1,
        parseError: 'larger than 1048576 bytes: not read',
      }),
    ]);
  });

  it('a half-written file (temporary name, or still growing) is left for the next poll', async () => {
    const row = await sentTransaction();
    const bytes = response('ERRT', row.transactionControlNumber!);
    writeFileSync(inbox('.incoming.errt'), bytes);
    writeFileSync(inbox('upload.part'), bytes);
    writeFileSync(inbox('upload.tmp'), bytes);
    const name = `${row.transactionControlNumber}.errt`;
    writeFileSync(inbox(name), bytes.subarray(0, 40));
    // Still being written, a few bytes at a time, while the poll lists it and checks its size again.
    let written = 40;
    const growing = setInterval(() => {
      if (written >= bytes.length) return clearInterval(growing);
      appendFileSync(inbox(name), bytes.subarray(written, written + 2));
      written += 2;
    }, 5);
    const first = await poll();
    expect(written).toBeLessThan(bytes.length);
    await vi.waitFor(() => expect(written).toBeGreaterThanOrEqual(bytes.length), { timeout: 10_000 });
    expect(first).toMatchObject({ applied: 0, left: 4, quarantined: 0 });
    expect((await transaction(row.id)).status).toBe('SENT_TO_FBI');
    expect(await poll()).toMatchObject({ applied: 1 });
    expect((await transaction(row.id)).status).toBe('REQUEST_FOR_RECAPTURE');
    expect(folderOf().sort()).toEqual(['.incoming.errt', 'upload.part', 'upload.tmp']);
  });

  it('a response folder unreachable is an outcome, and the next poll after it is back reads the file', async () => {
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.errt`),
      response('ERRT', row.transactionControlNumber!),
    );
    server.faults.refuseConnections = 1;
    expect(await poll()).toMatchObject({ error: 'connection refused', applied: 0 });
    expect((await transaction(row.id)).status).toBe('SENT_TO_FBI');
    expect(await poll()).toMatchObject({ error: null, applied: 1 });
  });

  it('killed between the ledger row and the move: the next poll applies nothing again and moves the file', async () => {
    const row = await sentTransaction();
    const name = `${row.transactionControlNumber}.errt`;
    writeFileSync(inbox(name), response('ERRT', row.transactionControlNumber!));
    server.faults.failMoves = 1;
    const first = await poll();
    expect(first.error).not.toBeNull();
    const [ledger] = await ledgerOf(name);
    expect(ledger!.settledAt).toBeNull();
    expect(folderOf()).toEqual([name]);
    const applied = await transaction(row.id);
    expect(applied.status).toBe('REQUEST_FOR_RECAPTURE');
    expect(await poll()).toMatchObject({ error: null, applied: 0, settled: 1 });
    expect(await transaction(row.id)).toEqual(applied);
    expect(folderOf()).toEqual([]);
    expect(folderOf('processed')).toEqual([name]);
    expect(await deliveriesOf(ledger!.id)).toHaveLength(2);
    expect((await ledgerOf(name))[0]!.settledAt).not.toBeNull();
  });

  it("a location's own response folder answers only the transactions sent through that location's server", async () => {
    const locationRoot = mkdtempSync(path.join(tmpdir(), 'fbi-location-'));
    mkdirSync(path.join(locationRoot, 'answers'));
    const locationServer = await startSftpDiskServer({
      root: locationRoot,
      username: 'loc',
      password: 'secret',
    });
    allowOutbound(`127.0.0.1:${locationServer.port}`);
    try {
      const saved = await app.inject({
        method: 'PUT',
        url: `/partner/v1/location-setting/${locationId}/eft-sftp`,
        headers: authHeaders(partnerSession),
        payload: {
          host: '127.0.0.1',
          port: locationServer.port,
          username: 'loc',
          password: 'secret',
          remoteDirectory: '/',
          responseFolder: '/answers',
          afterRead: 'MOVE',
          responsePollSeconds: 60,
          enabled: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const viaLocation = await sentTransaction(`location:${locationId}`);
      const viaSystem = await sentTransaction('system');
      writeFileSync(
        path.join(locationRoot, 'answers', 'a.errt'),
        response('ERRT', viaLocation.transactionControlNumber!),
      );
      writeFileSync(
        path.join(locationRoot, 'answers', 'b.errt'),
        response('ERRT', viaSystem.transactionControlNumber!),
      );
      const answer = await app.inject({
        method: 'POST',
        url: '/system/v1/fbi-responses/poll',
        headers: authHeaders(admin),
        payload: { destinationScope: `location:${locationId}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual([
        expect.objectContaining({ applied: 1, unmatched: 1, error: null }),
      ]);
      expect((await transaction(viaLocation.id)).status).toBe('REQUEST_FOR_RECAPTURE');
      expect((await transaction(viaSystem.id)).status).toBe('SENT_TO_FBI');
      const [unmatched] = await ledgerOf('b.errt');
      // The location's partner owns the row even unmatched: its own tenant data, never another's transaction.
      expect(unmatched).toMatchObject({
        transactionId: null,
        partnerId,
        destinationScope: `location:${locationId}`,
      });
    } finally {
      await app.inject({
        method: 'PUT',
        url: `/partner/v1/location-setting/${locationId}/eft-sftp`,
        headers: authHeaders(partnerSession),
        payload: { host: '', port: 22, username: '', remoteDirectory: '', enabled: false },
      });
      await locationServer.close();
      rmSync(locationRoot, { recursive: true, force: true });
    }
  });

  it('afterRead DELETE removes the file once it is recorded', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/system/v1/setting/eft-sftp',
      headers: authHeaders(admin),
      payload: {
        host: '127.0.0.1',
        port: server.port,
        username: 'eft',
        remoteDirectory: '/',
        responseFolder: '/responses',
        afterRead: 'DELETE',
        enabled: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.sre`),
      response('SRE', row.transactionControlNumber!),
    );
    expect(await poll()).toMatchObject({ applied: 1 });
    expect(folderOf()).toEqual([]);
    expect(folderOf('processed')).toEqual([]);
  });
});
