import { createHash, randomBytes, randomUUID } from 'node:crypto';
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
import { encodeEbtsResponse, readEbtsResponse } from '@ridgeline/nist';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { and, asc, desc, eq, like, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import {
  appointments,
  auditLog,
  biometricTransactions,
  deliveries,
  deliverySettings,
  fbiResponses,
  locations,
  partners,
  partnerServices,
} from '../db/schema';
import type { AddressValue } from '../db/schema/tenants';
import { allowOutbound } from '../outbound/outbound-guard';
import { createSecretBox } from '../secrets/secret-box';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { authHeaders, enterFirstPartner, signIn, type Session } from '../test/sessions';
import { partnerOfScope, recordResponse, recordUnreadable } from './apply-response';
import { pollDestination } from './poll-destination';

/*
 * The rules of issue 28 around the cases fbi-responses.test.ts walks through (issue 31's survivors): which answer
 * changes a record and which changes nothing, whose folder answers whose transaction, what the system lists hold,
 * what a poll of every folder reports, and what the recapture messages say. The real SFTP disk server, the API's
 * own operations and the database (PGlite; PostgreSQL in the test command's PG pass). ERRT wording follows EBTS's
 * error messages: an `A0000` code, then the FBI's sentence.
 */
const SECRETS_KEY = randomBytes(32);
const box = createSecretBox(SECRETS_KEY);
const PUBLIC_URL = 'https://ridgeline.example';
const L0008 = 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 02';
const L0116 = 'L0116 - FINGERPRINT SEQUENCE CHECK FAILED';

let database: Database;
let app: FastifyInstance;
let admin: Session;
let partnerSession: Session;
let server: SftpDiskServer;
let root: string;
let partnerId: string;
let partnerCode: string;
let otherPartnerId: string;
let locationId: string;

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  app = await buildApp({
    config: {
      webDistDir: '/nonexistent-web-dist',
      fbiResponseSettleMs: 20,
      publicUrl: PUBLIC_URL,
      secretsKey: { secretsKey: SECRETS_KEY.toString('base64'), previousKeys: undefined },
    },
    database,
    deliveryOptions: { work: false },
  });
  admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
  const entered = await enterFirstPartner(app);
  partnerSession = entered.partner;
  partnerId = entered.partnerId;
  const rows = await database.db
    .select({ id: partners.id, code: partners.code })
    .from(partners)
    .orderBy(partners.code);
  partnerCode = rows.find((row) => row.id === partnerId)!.code;
  otherPartnerId = rows.find((row) => row.id !== partnerId)!.id;
  const [location] = await database.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.partnerId, partnerId))
    .orderBy(locations.code)
    .limit(1);
  locationId = location!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'fbi-rules-'));
  mkdirSync(path.join(root, 'responses'));
  server = await startSftpDiskServer({ root, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${server.port}`);
  await saveSftp('/system/v1/setting/eft-sftp', admin, server.port, '/responses');
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function saveSftp(url: string, session: Session, port: number, responseFolder: string) {
  const saved = await app.inject({
    method: 'PUT',
    url,
    headers: authHeaders(session),
    payload: {
      host: '127.0.0.1',
      port,
      username: 'eft',
      password: 'secret',
      remoteDirectory: '/',
      responseFolder,
      afterRead: 'MOVE',
      responsePollSeconds: 60,
      enabled: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function clearSftp(url: string, session: Session) {
  const cleared = await app.inject({
    method: 'PUT',
    url,
    headers: authHeaders(session),
    payload: { host: '', port: 22, username: '', remoteDirectory: '', enabled: false },
  });
  expect(cleared.statusCode, cleared.body).toBe(200);
}

let counter = 0;
/** A transaction sent to the FBI through `destinationScope`, with a fresh TCN. */
async function sentTransaction(
  values: Partial<typeof biometricTransactions.$inferInsert> & { eftDestinationScope?: string } = {},
) {
  counter += 1;
  const [row] = await database.db
    .insert(biometricTransactions)
    .values({
      partnerId,
      locationId,
      status: 'SENT_TO_FBI',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada${counter}@applicant.test`,
      transactionControlNumber: `RLR${Date.now()}${String(counter).padStart(4, '0')}`,
      eftDestinationScope: 'system',
      ...values,
    })
    .returning();
  return row!;
}

function response(tot: 'SRE' | 'ERRT', tcr: string, date = '2026-11-27', message = L0008) {
  return Buffer.from(
    encodeEbtsResponse({
      tot,
      controlNumber: `E${tcr}`,
      controlReference: tcr,
      date,
      destinationAgency: 'WVATF0900',
      originatingAgency: 'WVIAFIS0Z',
      ...(tot === 'ERRT' ? { messages: [message] } : {}),
    }),
  );
}

/** An appointment of the location whose applicant gave `contactNumber`. */
async function bookingWith(contactNumber: string) {
  const [service] = await database.db
    .select({ id: partnerServices.id })
    .from(partnerServices)
    .where(eq(partnerServices.partnerId, partnerId))
    .limit(1);
  counter += 1;
  const [booking] = await database.db
    .insert(appointments)
    .values({
      partnerId,
      locationId,
      partnerServiceId: service!.id,
      serviceDisplayName: 'Fingerprinting',
      appointmentDate: '2026-11-20',
      startTime: '10:00',
      endTime: '10:30',
      startsAt: new Date('2026-11-20T18:00:00Z'),
      endsAt: new Date('2026-11-20T18:30:00Z'),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@applicant.test',
      contactNumber,
      status: 'COMPLETED',
      confirmationNumber: `RLFBI${Date.now()}${counter}`,
    })
    .returning();
  return booking!;
}

/** What a scheduled poll runs with, the pause between a file's two size checks given. */
const pollContext = (settleMs: number) => ({
  db: database.db,
  secretBox: box,
  deliveries: app.deliveries,
  publicUrl: PUBLIC_URL,
  now: () => new Date(),
  settleMs,
});

const inbox = (name: string, folder = root) => path.join(folder, 'responses', name);
const listing = (sub: string) => {
  const dir = path.join(root, 'responses', sub);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

interface Outcome {
  destinationScope: string;
  error: string | null;
  applied: number;
  unmatched: number;
  quarantined: number;
  left: number;
  settled: number;
}

async function pollNow(payload: { destinationScope?: string } = { destinationScope: 'system' }) {
  const answer = await app.inject({
    method: 'POST',
    url: '/system/v1/fbi-responses/poll',
    headers: authHeaders(admin),
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Outcome[]; message: string }>();
}

async function transaction(id: string) {
  const [row] = await database.db
    .select()
    .from(biometricTransactions)
    .where(eq(biometricTransactions.id, id));
  return row!;
}

async function ledgerOf(fileName: string) {
  const [row] = await database.db.select().from(fbiResponses).where(eq(fbiResponses.fileName, fileName));
  return row!;
}

async function trailOf(transactionId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'BIOMETRIC_FBI_RESPONSE_RECEIVED'), eq(auditLog.entityId, transactionId)))
    .orderBy(asc(auditLog.id));
}

/** The messages queued for one ledger row, opened as the delivery worker would open them. */
async function messagesOf(ledgerId: string) {
  const rows = await database.db
    .select()
    .from(deliveries)
    .where(like(deliveries.idempotencyKey, `fbi-errt:${ledgerId}:%`));
  return rows
    .map((row) => ({
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: (JSON.parse(box.open(row.sealedPayload)) as { text: string }).text,
    }))
    .sort((a, b) => `${a.channel}${a.to}`.localeCompare(`${b.channel}${b.to}`));
}

async function search(payload: object) {
  const listed = await app.inject({
    method: 'POST',
    url: '/system/v1/fbi-responses/search',
    headers: authHeaders(admin),
    payload,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<{
    data: { fileName: string; kind: string; settledOn: string | null; receivedOn: string }[];
  }>().data;
}

describe('which answer changes a record', () => {
  it('an SRE after an ERRT is applied: its kind and date on the record, the status stays, each answer audited with its own details', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.errt`), response('ERRT', tcn, '2026-11-27'));
    expect((await pollNow()).data[0]).toMatchObject({ applied: 1 });
    writeFileSync(inbox(`${tcn}.sre`), response('SRE', tcn, '2026-11-28'));
    expect((await pollNow()).data[0]).toMatchObject({ applied: 1 });
    const sre = await ledgerOf(`${tcn}.sre`);
    expect(await transaction(row.id)).toMatchObject({
      status: 'REQUEST_FOR_RECAPTURE',
      fbiResponseKind: 'SRE',
      fbiResponseDate: '2026-11-28',
      fbiErrorCode: null,
      fbiResponseId: sre.id,
    });
    const trail = await trailOf(row.id);
    expect(
      trail.map((entry) => [entry.area, entry.actor, entry.outcome, entry.entityType, entry.partnerId]),
    ).toEqual([
      ['partner', null, 'SUCCESS', 'biometric-transaction', partnerId],
      ['partner', null, 'SUCCESS', 'biometric-transaction', partnerId],
    ]);
    expect(trail.map((entry) => entry.details)).toEqual([
      {
        kind: 'ERRT',
        responseDate: '2026-11-27',
        errorCode: 'L0008',
        fileName: `${tcn}.errt`,
        before: { status: 'SENT_TO_FBI' },
        after: { status: 'REQUEST_FOR_RECAPTURE' },
      },
      { kind: 'SRE', responseDate: '2026-11-28', errorCode: null, fileName: `${tcn}.sre` },
    ]);
    // The ledger keeps the ERRT's code (what the reject analytics group by).
    expect(await ledgerOf(`${tcn}.errt`)).toMatchObject({ errorCode: 'L0008', responseDate: '2026-11-27' });
  });

  it('the same answer under another file name changes nothing: no second audit, no message, the record keeps the first row', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.errt`), response('ERRT', tcn));
    await pollNow();
    const first = await transaction(row.id);
    writeFileSync(inbox(`${tcn}.again.errt`), response('ERRT', tcn));
    // Counted as applied (it names this record), but the record is unchanged.
    expect((await pollNow()).data[0]).toMatchObject({ applied: 1, unmatched: 0 });
    expect(await transaction(row.id)).toEqual(first);
    expect(await trailOf(row.id)).toHaveLength(1);
    const again = await ledgerOf(`${tcn}.again.errt`);
    expect(again).toMatchObject({ transactionId: row.id, errorCode: 'L0008' });
    expect(again.settledAt).not.toBeNull();
    expect(await messagesOf(again.id)).toEqual([]);
    expect(listing('processed')).toEqual([`${tcn}.again.errt`, `${tcn}.errt`]);
  });

  it('the same answer under another name whose move failed: the next poll puts it away and still tells nobody', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.errt`), response('ERRT', tcn));
    await pollNow();
    writeFileSync(inbox(`${tcn}.copy.errt`), response('ERRT', tcn));
    server.faults.failMoves = 1;
    expect((await pollNow()).data[0]!.error).not.toBeNull();
    expect((await pollNow()).data[0]).toMatchObject({ error: null, settled: 1 });
    const copy = await ledgerOf(`${tcn}.copy.errt`);
    expect(copy.settledAt).not.toBeNull();
    expect(await messagesOf(copy.id)).toEqual([]);
    expect(listing('processed')).toEqual([`${tcn}.copy.errt`, `${tcn}.errt`]);
  });

  it('a second ERRT with another date, then one with another error code, is applied each time', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.1.errt`), response('ERRT', tcn, '2026-11-27', L0008));
    await pollNow();
    writeFileSync(inbox(`${tcn}.2.errt`), response('ERRT', tcn, '2026-11-28', L0008));
    await pollNow();
    expect(await transaction(row.id)).toMatchObject({
      status: 'REQUEST_FOR_RECAPTURE',
      fbiResponseDate: '2026-11-28',
      fbiErrorCode: 'L0008',
      fbiResponseId: (await ledgerOf(`${tcn}.2.errt`)).id,
    });
    writeFileSync(inbox(`${tcn}.3.errt`), response('ERRT', tcn, '2026-11-28', L0116));
    await pollNow();
    const third = await ledgerOf(`${tcn}.3.errt`);
    expect(await transaction(row.id)).toMatchObject({
      fbiResponseDate: '2026-11-28',
      fbiErrorCode: 'L0116',
      fbiResponseId: third.id,
    });
    const trail = await trailOf(row.id);
    expect(trail.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ responseDate: '2026-11-27', errorCode: 'L0008' }),
      // Already asked for recapture: the later ERRTs tell what the FBI said, the status does not move again.
      { kind: 'ERRT', responseDate: '2026-11-28', errorCode: 'L0008', fileName: `${tcn}.2.errt` },
      { kind: 'ERRT', responseDate: '2026-11-28', errorCode: 'L0116', fileName: `${tcn}.3.errt` },
    ]);
    // Only the answer that moved the record told anyone.
    expect(await messagesOf(third.id)).toEqual([]);
  });

  it('an SRE on the day of an ERRT whose message has no code is applied: the kind alone differs', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(
      inbox(`${tcn}.errt`),
      response('ERRT', tcn, '2026-11-27', 'THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED'),
    );
    await pollNow();
    expect(await transaction(row.id)).toMatchObject({ fbiResponseKind: 'ERRT', fbiErrorCode: null });
    writeFileSync(inbox(`${tcn}.sre`), response('SRE', tcn, '2026-11-27'));
    await pollNow();
    expect(await transaction(row.id)).toMatchObject({
      fbiResponseKind: 'SRE',
      fbiResponseDate: '2026-11-27',
      fbiResponseId: (await ledgerOf(`${tcn}.sre`)).id,
    });
    expect(await trailOf(row.id)).toHaveLength(2);
  });

  it('a record with no answer yet shows none', async () => {
    const row = await sentTransaction();
    const record = await app.inject({
      method: 'GET',
      url: `/partner/v1/biometrics/${row.id}`,
      headers: authHeaders(partnerSession),
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data.fbiResponse).toBeNull();
  });
});

describe('whose folder answers whose transaction', () => {
  it("a partner's own folder answers that partner's transaction; another partner's TCN through the same scope stays unmatched, owned by the folder's partner", async () => {
    const partnerRoot = mkdtempSync(path.join(tmpdir(), 'fbi-partner-'));
    mkdirSync(path.join(partnerRoot, 'responses'));
    const partnerServer = await startSftpDiskServer({
      root: partnerRoot,
      username: 'eft',
      password: 'secret',
    });
    allowOutbound(`127.0.0.1:${partnerServer.port}`);
    const scope = `partner:${partnerId}`;
    try {
      await saveSftp('/partner/v1/setting/eft-sftp', partnerSession, partnerServer.port, '/responses');
      const own = await sentTransaction({ eftDestinationScope: scope });
      // A transaction of another partner that claims the same destination: never answered from this folder.
      const foreign = await sentTransaction({
        partnerId: otherPartnerId,
        locationId: null,
        eftDestinationScope: scope,
      });
      writeFileSync(inbox('own.errt', partnerRoot), response('ERRT', own.transactionControlNumber!));
      writeFileSync(inbox('foreign.errt', partnerRoot), response('ERRT', foreign.transactionControlNumber!));
      const { data } = await pollNow({ destinationScope: scope });
      expect(data).toEqual([
        {
          destinationScope: scope,
          error: null,
          applied: 1,
          unmatched: 1,
          quarantined: 0,
          left: 0,
          settled: 0,
        },
      ]);
      expect((await transaction(own.id)).status).toBe('REQUEST_FOR_RECAPTURE');
      expect((await transaction(foreign.id)).status).toBe('SENT_TO_FBI');
      expect(await ledgerOf('foreign.errt')).toMatchObject({
        transactionId: null,
        partnerId,
        destinationScope: scope,
      });
      expect(await ledgerOf('own.errt')).toMatchObject({ transactionId: own.id, partnerId });
    } finally {
      await clearSftp('/partner/v1/setting/eft-sftp', partnerSession);
      await partnerServer.close();
      rmSync(partnerRoot, { recursive: true, force: true });
    }
  });

  it("the partner of a scope: a partner scope names it, a location scope its location's partner, the system and an unknown location none", async () => {
    expect(await partnerOfScope(database.db, `partner:${otherPartnerId}`)).toBe(otherPartnerId);
    expect(await partnerOfScope(database.db, `location:${locationId}`)).toBe(partnerId);
    expect(await partnerOfScope(database.db, `location:${randomUUID()}`)).toBeNull();
    expect(await partnerOfScope(database.db, 'system')).toBeNull();
  });

  it('recording the same file twice (two polls racing) applies it once; the second recording answers nothing', async () => {
    const row = await sentTransaction();
    const bytes = response('ERRT', row.transactionControlNumber!);
    const file = {
      destinationScope: 'system',
      fileName: `${row.transactionControlNumber}.raced.errt`,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
    };
    const now = new Date();
    const answer = readEbtsResponse(new Uint8Array(bytes));
    const first = await recordResponse(database.db, box, file, answer, now);
    expect(first).toMatchObject({ transactionId: row.id, recaptureRequested: true });
    expect(await recordResponse(database.db, box, file, answer, now)).toBeNull();
    expect(await trailOf(row.id)).toHaveLength(1);
    // Nothing of this destination has the TCR: recorded unmatched, nobody to ask for a recapture.
    const stray = response('ERRT', 'RLR0000000000NONE');
    const unmatched = await recordResponse(
      database.db,
      box,
      { ...file, fileName: 'stray.errt', sha256: createHash('sha256').update(stray).digest('hex') },
      readEbtsResponse(new Uint8Array(stray)),
      now,
    );
    expect(unmatched).toMatchObject({ transactionId: null, recaptureRequested: false });
  });

  it('an unreadable file is recorded once, with the reason cut to 1000 characters', async () => {
    const file = {
      destinationScope: 'system',
      fileName: `long-${randomUUID()}.eft`,
      sha256: 'f'.repeat(64),
      size: 3,
    };
    const reason = 'x'.repeat(1500);
    const row = await recordUnreadable(database.db, file, reason, new Date());
    expect(row).not.toBeNull();
    expect((await ledgerOf(file.fileName)).parseError).toBe('x'.repeat(1000));
    expect(await recordUnreadable(database.db, file, reason, new Date())).toBeNull();
  });
});

describe('the system lists', () => {
  it('unmatched holds readable answers nothing matched, quarantine the unreadable files, both by default; searched by name, sorted by name or newest first', async () => {
    const token = `lst${counter++}${Date.now()}`;
    const matched = await sentTransaction();
    writeFileSync(inbox(`${token}-a-matched.errt`), response('ERRT', matched.transactionControlNumber!));
    writeFileSync(inbox(`${token}-b-garbage.eft`), 'this is not an ANSI/NIST file');
    // Listed too, but not found by the search.
    writeFileSync(inbox(`other${token.slice(3)}.sre`), response('SRE', 'RLR0000000000ELSE'));
    writeFileSync(inbox(`other${token.slice(3)}.eft`), 'not an ANSI/NIST file either');
    const before = Date.now();
    await pollNow();
    writeFileSync(inbox(`${token}-c-unknown.sre`), response('SRE', 'RLR0000000000NOPE'));
    // The file is recorded, but the move fails: a row not settled yet.
    server.faults.failMoves = 1;
    expect((await pollNow()).data[0]!.error).not.toBeNull();
    const after = Date.now();
    const names = (rows: { fileName: string }[]) => rows.map((row) => row.fileName);

    expect(names(await search({ list: 'UNMATCHED', search: token }))).toEqual([`${token}-c-unknown.sre`]);
    expect(names(await search({ list: 'QUARANTINED', search: token }))).toEqual([`${token}-b-garbage.eft`]);
    // Both, newest first.
    const both = await search({ search: token });
    expect(names(both)).toEqual([`${token}-c-unknown.sre`, `${token}-b-garbage.eft`]);
    expect(names(await search({ search: token, sortBy: 'fileName', sortOrder: 'ASC' }))).toEqual([
      `${token}-b-garbage.eft`,
      `${token}-c-unknown.sre`,
    ]);
    const [unknown, garbage] = both;
    expect(unknown!.settledOn).toBeNull();
    expect(Date.parse(garbage!.settledOn!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(garbage!.settledOn!)).toBeLessThanOrEqual(after);
    expect(Date.parse(unknown!.receivedOn)).toBeGreaterThanOrEqual(Date.parse(garbage!.receivedOn));
  });

  it('a file name seen in quarantine before goes beside it under its digest, never over it', async () => {
    const bytes = Buffer.from('this is not an ANSI/NIST file either');
    const digest = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(inbox('twice.eft'), bytes);
    expect((await pollNow()).data[0]).toMatchObject({ quarantined: 1 });
    writeFileSync(inbox('twice.eft'), bytes);
    // The same name and bytes: the ledger row is there, the file is only put away again.
    expect((await pollNow()).data[0]).toMatchObject({ quarantined: 0, settled: 1 });
    expect(listing('quarantine')).toEqual(['twice.eft', `twice.eft.${digest.slice(0, 12)}`]);
  });
});

describe('what a poll takes', () => {
  it('a file that grows or goes away after the listing is left alone; the rest of the folder is read', async () => {
    // A folder the server reports arrivals one level down of (its `processed`): the first file put away is the
    // moment another writer touches the two files still listed.
    const flatRoot = mkdtempSync(path.join(tmpdir(), 'fbi-flat-'));
    const touched: string[] = [];
    const flatServer = await startSftpDiskServer({
      root: flatRoot,
      username: 'eft',
      password: 'secret',
      onFileReceived: (file) => {
        if (touched.length > 0 || path.basename(path.dirname(file)) !== 'processed') return;
        const [grows, goes] = readdirSync(flatRoot)
          .filter((name) => name.endsWith('.sre'))
          .sort();
        appendFileSync(path.join(flatRoot, grows!), 'more bytes still coming');
        rmSync(path.join(flatRoot, goes!));
        touched.push(grows!, goes!);
      },
    });
    allowOutbound(`127.0.0.1:${flatServer.port}`);
    try {
      await saveSftp('/system/v1/setting/eft-sftp', admin, flatServer.port, '/');
      const names: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const row = await sentTransaction();
        names.push(`${row.transactionControlNumber}.sre`);
        writeFileSync(path.join(flatRoot, names[i]!), response('SRE', row.transactionControlNumber!));
      }
      const { data } = await pollNow();
      expect(touched).toHaveLength(2);
      expect(data).toEqual([
        {
          destinationScope: 'system',
          error: null,
          applied: 1,
          unmatched: 0,
          quarantined: 0,
          left: 1,
          settled: 0,
        },
      ]);
      const [grows, goes] = touched;
      // Still there for the next poll, and not in the ledger.
      expect(readdirSync(flatRoot).filter((name) => name.endsWith('.sre'))).toEqual([grows]);
      const recorded = await database.db
        .select({ fileName: fbiResponses.fileName })
        .from(fbiResponses)
        .where(eq(fbiResponses.destinationScope, 'system'));
      const files = recorded.map((row) => row.fileName);
      expect(files).toContain(names.find((name) => !touched.includes(name)));
      expect(files).not.toContain(grows);
      expect(files).not.toContain(goes);
    } finally {
      await flatServer.close();
      rmSync(flatRoot, { recursive: true, force: true });
    }
  });

  it('only a name ending in .tmp or .part, or starting with a dot, is being written: `.tmp.` inside a name is read', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.tmp.sre`), response('SRE', tcn));
    writeFileSync(inbox(`${tcn}.SRE.PART`), response('SRE', tcn));
    expect((await pollNow()).data[0]).toMatchObject({ applied: 1, left: 1 });
    expect(await transaction(row.id)).toMatchObject({ fbiResponseKind: 'SRE' });
    expect(listing('processed')).toEqual([`${tcn}.tmp.sre`]);
  });

  it('a destination switched off, one without a response folder, and a scope without any SFTP setting are not polled', async () => {
    const context = pollContext(20);
    const scope = `partner:${partnerId}`;
    const row = await sentTransaction({ eftDestinationScope: scope });
    writeFileSync(inbox('waiting.errt'), response('ERRT', row.transactionControlNumber!));
    const base = {
      host: '127.0.0.1',
      port: server.port,
      username: 'eft',
      password: 'secret',
      remoteDirectory: '/',
    };
    try {
      for (const payload of [
        { ...base, responseFolder: '/responses', enabled: false },
        { ...base, responseFolder: '', enabled: true },
      ]) {
        const saved = await app.inject({
          method: 'PUT',
          url: '/partner/v1/setting/eft-sftp',
          headers: authHeaders(partnerSession),
          payload,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(await pollDestination(context, scope)).toMatchObject({
          error: expect.stringMatching(/response folder/),
          applied: 0,
        });
      }
      expect(await pollDestination(context, `partner:${randomUUID()}`)).toMatchObject({
        error: expect.stringMatching(/response folder/),
      });
      expect(readdirSync(path.join(root, 'responses'))).toEqual(['waiting.errt']);
      expect((await transaction(row.id)).status).toBe('SENT_TO_FBI');
    } finally {
      await clearSftp('/partner/v1/setting/eft-sftp', partnerSession);
    }
  });

  it('an answer whose name is taken in processed goes beside it under its digest, never over it', async () => {
    const row = await sentTransaction();
    const name = `${row.transactionControlNumber}.sre`;
    const bytes = response('SRE', row.transactionControlNumber!);
    const digest = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(inbox(name), bytes);
    await pollNow();
    writeFileSync(inbox(name), bytes);
    expect((await pollNow()).data[0]).toMatchObject({ applied: 0, settled: 1 });
    expect(listing('processed')).toEqual([name, `${name}.${digest.slice(0, 12)}`]);
  });

  it('an empty folder is answered at once: the pause for files still being written is only for files', async () => {
    const context = pollContext(8_000);
    const started = Date.now();
    expect(await pollDestination(context, 'system')).toMatchObject({ error: null, applied: 0, left: 0 });
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('a failure past the server (the database refusing a location scope that is no UUID) is a temporary failure; the file stays', async () => {
    const scope = `location:${'a'.repeat(36)}`;
    await database.db.insert(deliverySettings).values({
      kind: 'sftp',
      scope,
      config: {
        host: '127.0.0.1',
        port: server.port,
        username: 'eft',
        remoteDirectory: '/',
        responseFolder: '/responses',
        enabled: true,
      },
      sealedSecrets: box.seal(JSON.stringify({ password: 'secret' })),
    });
    try {
      writeFileSync(inbox('stays.sre'), response('SRE', 'RLR0000000000STAY'));
      const { data } = await pollNow({ destinationScope: scope });
      expect(data).toEqual([
        expect.objectContaining({ error: 'temporary failure', applied: 0, unmatched: 0 }),
      ]);
      expect(readdirSync(path.join(root, 'responses'))).toContain('stays.sre');
    } finally {
      await database.db
        .delete(deliverySettings)
        .where(and(eq(deliverySettings.kind, 'sftp'), eq(deliverySettings.scope, scope)));
    }
  });

  it('a file of exactly 1 MiB is still read; larger ones are quarantined unread, a name taken there getting the size', async () => {
    writeFileSync(inbox('edge.eft'), Buffer.alloc(1024 * 1024, 0x41));
    writeFileSync(inbox('big.eft'), Buffer.alloc(1024 * 1024 + 1, 0x41));
    expect((await pollNow()).data[0]).toMatchObject({ quarantined: 2 });
    writeFileSync(inbox('big.eft'), Buffer.alloc(1024 * 1024 + 2, 0x41));
    expect((await pollNow()).data[0]).toMatchObject({ quarantined: 1 });
    expect(listing('quarantine')).toEqual(['big.eft', `big.eft.${1024 * 1024 + 2}`, 'edge.eft']);
    expect((await ledgerOf('edge.eft')).parseError).not.toMatch(/larger than/);
    const big = await database.db.select().from(fbiResponses).where(eq(fbiResponses.fileName, 'big.eft'));
    expect(big.map((row) => [row.size, row.settledAt !== null])).toEqual([
      [1024 * 1024 + 1, true],
      [1024 * 1024 + 2, true],
    ]);
  });

  it('another unreadable file under a name taken in quarantine goes beside it under its own digest', async () => {
    const second = Buffer.from('still not an ANSI/NIST file');
    writeFileSync(inbox('dup.eft'), 'not an ANSI/NIST file');
    await pollNow();
    writeFileSync(inbox('dup.eft'), second);
    expect((await pollNow()).data[0]).toMatchObject({ quarantined: 1 });
    const digest = createHash('sha256').update(second).digest('hex');
    expect(listing('quarantine')).toEqual(['dup.eft', `dup.eft.${digest.slice(0, 12)}`]);
  });

  it('a poll that died after recording an ERRT, before telling anyone: the next one tells them; an SRE tells nobody', async () => {
    const errt = await sentTransaction();
    const sre = await sentTransaction();
    for (const [row, tot] of [
      [errt, 'ERRT'],
      [sre, 'SRE'],
    ] as const) {
      const name = `${row.transactionControlNumber}.${tot.toLowerCase()}`;
      const bytes = response(tot, row.transactionControlNumber!);
      const file = {
        destinationScope: 'system',
        fileName: name,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
      };
      // What the dead poll committed: the ledger row and the record's change, nothing sent.
      await recordResponse(database.db, box, file, readEbtsResponse(new Uint8Array(bytes)), new Date());
      writeFileSync(inbox(name), bytes);
    }
    expect((await pollNow()).data[0]).toMatchObject({ applied: 0, settled: 2 });
    const told = await messagesOf((await ledgerOf(`${errt.transactionControlNumber}.errt`)).id);
    expect(told.map((message) => message.to)).toContain(errt.email);
    expect(await messagesOf((await ledgerOf(`${sre.transactionControlNumber}.sre`)).id)).toEqual([]);
  });

  it('a poll that outlives its one deadline ends timed out, leaving the file for the next poll', async () => {
    const row = await sentTransaction();
    writeFileSync(
      inbox(`${row.transactionControlNumber}.sre`),
      response('SRE', row.transactionControlNumber!),
    );
    // The deadline (1.5 s) passes during the pause before the size check (3 s).
    const outcome = await pollDestination({ ...pollContext(3_000), timeoutMs: 1_500 }, 'system');
    expect(outcome).toMatchObject({ error: 'timed out', applied: 0 });
    expect(listing('processed')).toEqual([]);
    expect((await pollNow()).data[0]).toMatchObject({ error: null, applied: 1 });
  });

  it('a destination with a response folder but no host is not polled: its outcome says why', async () => {
    const scope = `partner:${otherPartnerId}`;
    try {
      // No host at all, and a host of spaces.
      for (const host of [undefined, '   ']) {
        const config = { host, responseFolder: '/responses', afterRead: 'MOVE', enabled: true };
        await database.db
          .insert(deliverySettings)
          .values({ kind: 'sftp', scope, partnerId: otherPartnerId, config })
          .onConflictDoUpdate({ target: [deliverySettings.kind, deliverySettings.scope], set: { config } });
        const { data, message } = await pollNow({ destinationScope: scope });
        expect(data).toEqual([
          expect.objectContaining({
            destinationScope: scope,
            applied: 0,
            error: expect.stringMatching(/response folder/),
          }),
        ]);
        expect(message).toBe('1 response folder(s) polled, 1 could not be read');
      }
    } finally {
      await database.db
        .delete(deliverySettings)
        .where(and(eq(deliverySettings.kind, 'sftp'), eq(deliverySettings.scope, scope)));
    }
  });
});

describe('polling every folder', () => {
  it('a poll of every destination reports each one, counts the one that could not be read in its message, and is audited with the outcomes', async () => {
    const locationRoot = mkdtempSync(path.join(tmpdir(), 'fbi-location-'));
    mkdirSync(path.join(locationRoot, 'responses'));
    const locationServer = await startSftpDiskServer({
      root: locationRoot,
      username: 'eft',
      password: 'secret',
    });
    allowOutbound(`127.0.0.1:${locationServer.port}`);
    const locationUrl = `/partner/v1/location-setting/${locationId}/eft-sftp`;
    const scope = `location:${locationId}`;
    try {
      // Only the two destinations of this test have a response folder.
      await database.db
        .delete(deliverySettings)
        .where(
          and(
            eq(deliverySettings.kind, 'sftp'),
            ne(deliverySettings.scope, 'system'),
            ne(deliverySettings.scope, scope),
          ),
        );
      await saveSftp(locationUrl, partnerSession, locationServer.port, '/responses');
      // Not polled: a destination switched off, and one without a response folder.
      const host = { host: '127.0.0.1', port: server.port, username: 'eft', remoteDirectory: '/' };
      await database.db.insert(deliverySettings).values([
        {
          kind: 'sftp',
          scope: `partner:${partnerId}`,
          partnerId,
          config: { ...host, responseFolder: '/responses', enabled: false },
        },
        {
          kind: 'sftp',
          scope: `partner:${otherPartnerId}`,
          partnerId: otherPartnerId,
          config: { ...host, responseFolder: '', enabled: true },
        },
      ]);
      locationServer.faults.refuseConnections = 1;
      const failing = await pollNow({});
      expect(failing.data.map((outcome) => [outcome.destinationScope, outcome.error])).toEqual([
        [scope, 'connection refused'],
        ['system', null],
      ]);
      expect(failing.message).toBe('2 response folder(s) polled, 1 could not be read');
      const [trail] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'FBI_RESPONSES_POLLED'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(trail).toMatchObject({ entityId: 'system', details: { outcomes: failing.data } });
      const passing = await pollNow({});
      expect(passing.data.map((outcome) => outcome.error)).toEqual([null, null]);
      expect(passing.message).toBe('2 response folder(s) polled');
      const one = await pollNow({ destinationScope: scope });
      expect(one.data.map((outcome) => outcome.destinationScope)).toEqual([scope]);
      expect(one.message).toBe('1 response folder(s) polled');
    } finally {
      await database.db
        .delete(deliverySettings)
        .where(and(eq(deliverySettings.kind, 'sftp'), like(deliverySettings.scope, 'partner:%')));
      await clearSftp(locationUrl, partnerSession);
      await locationServer.close();
      rmSync(locationRoot, { recursive: true, force: true });
    }
  });

  it('polling a destination without a response folder is refused, naming the field', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/system/v1/fbi-responses/poll',
      headers: authHeaders(admin),
      payload: { destinationScope: `partner:${otherPartnerId}` },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ description: 'destinationScope' });
    expect(refused.json().message).toMatch(/response folder/);
  });
});

describe('the recapture messages', () => {
  it("the applicant's e-mail names them and the location: its name, address, phone and the booking link; the SMS goes to the booking's number", async () => {
    await database.db
      .update(locations)
      .set({
        displayName: 'Downtown Fingerprinting',
        addressInfo: { addressLineOne: '100 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
        notificationInfo: { email: ' frontdesk@location.test ', phone: '555-0100' },
      })
      .where(eq(locations.id, locationId));
    const booking = await bookingWith(' 555-0199 ');
    const row = await sentTransaction({
      appointmentId: booking.id,
      email: ' grace@applicant.test ',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.errt`), response('ERRT', tcn));
    await pollNow();
    const link = `${PUBLIC_URL}/book/${encodeURIComponent(partnerCode)}`;
    expect(await messagesOf((await ledgerOf(`${tcn}.errt`)).id)).toEqual([
      {
        channel: 'email',
        to: 'frontdesk@location.test',
        subject: `FBI reject: recapture needed for ${tcn}`,
        text: [
          `The FBI rejected the submission ${tcn} (Hopper, Grace).`,
          'The transaction is now Request For Recapture; the reason is shown on its record.',
        ].join('\n'),
      },
      {
        channel: 'email',
        to: 'grace@applicant.test',
        subject: 'Please come back to have your fingerprints taken again',
        text: [
          'Dear Grace Hopper,',
          '',
          'The FBI could not process the fingerprints taken for your application, and asks for them to be taken again.',
          'Please come back to:',
          'Downtown Fingerprinting',
          '100 Main St, Springfield, IL 62701',
          'Phone: 555-0100',
          `Book your visit: ${link}`,
        ].join('\n'),
      },
      {
        channel: 'sms',
        to: '555-0199',
        subject: '',
        text: `Downtown Fingerprinting: the FBI asks for your fingerprints to be taken again. Book your visit: ${link}`,
      },
    ]);
  });

  it('an address with parts missing leaves them out; the contact phone stands in for the notification phone; no name is "applicant"', async () => {
    await database.db
      .update(locations)
      .set({
        displayName: 'Uptown Prints',
        addressInfo: { addressLineOne: '', city: 'Springfield', state: '', zipCode: '62702' },
        notificationInfo: {},
        contactInfo: { firstName: 'Front', lastName: 'Desk', phone: '555-0111', email: 'desk@location.test' },
      })
      .where(eq(locations.id, locationId));
    const row = await sentTransaction({ firstName: '', lastName: '' });
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.errt`), response('ERRT', tcn));
    await pollNow();
    const link = `${PUBLIC_URL}/book/${encodeURIComponent(partnerCode)}`;
    // No notification address for the location, no booking: the applicant's e-mail only.
    expect(await messagesOf((await ledgerOf(`${tcn}.errt`)).id)).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: row.email,
        text: [
          'Dear applicant,',
          '',
          'The FBI could not process the fingerprints taken for your application, and asks for them to be taken again.',
          'Please come back to:',
          'Uptown Prints',
          'Springfield, 62702',
          'Phone: 555-0111',
          `Book your visit: ${link}`,
        ].join('\n'),
      }),
    ]);
    // An address stored before the street was required has no such key at all.
    await database.db
      .update(locations)
      .set({ addressInfo: { city: 'Springfield', state: 'IL', zipCode: '62702' } as AddressValue })
      .where(eq(locations.id, locationId));
    // Its booking has a blank contact number: no SMS.
    const later = await sentTransaction({ appointmentId: (await bookingWith('   ')).id });
    writeFileSync(
      inbox(`${later.transactionControlNumber}.errt`),
      response('ERRT', later.transactionControlNumber!),
    );
    await pollNow();
    const laterMessages = await messagesOf((await ledgerOf(`${later.transactionControlNumber}.errt`)).id);
    expect(laterMessages.map((message) => message.channel)).toEqual(['email']);
    expect(laterMessages[0]!.text.split('\n').slice(4)).toEqual([
      'Uptown Prints',
      'Springfield, IL 62702',
      'Phone: 555-0111',
      `Book your visit: ${link}`,
    ]);
  });

  it('a location without an address, and a transaction of no location, name the place and the link only', async () => {
    await database.db
      .update(locations)
      .set({ displayName: 'Nowhere Prints', addressInfo: null, notificationInfo: null, contactInfo: null })
      .where(eq(locations.id, locationId));
    const atLocation = await sentTransaction();
    const [partner] = await database.db.select().from(partners).where(eq(partners.id, partnerId));
    const noLocation = await sentTransaction({ locationId: null });
    const blankEmail = await sentTransaction({ email: '   ' });
    for (const row of [atLocation, noLocation, blankEmail]) {
      writeFileSync(
        inbox(`${row.transactionControlNumber}.errt`),
        response('ERRT', row.transactionControlNumber!),
      );
    }
    await pollNow();
    const link = `${PUBLIC_URL}/book/${encodeURIComponent(partnerCode)}`;
    const lastLines = async (tcn: string) => {
      const [message] = await messagesOf((await ledgerOf(`${tcn}.errt`)).id);
      return message!.text.split('\n').slice(4);
    };
    expect(await lastLines(atLocation.transactionControlNumber!)).toEqual([
      'Nowhere Prints',
      `Book your visit: ${link}`,
    ]);
    expect(await lastLines(noLocation.transactionControlNumber!)).toEqual([
      partner!.legalName,
      `Book your visit: ${link}`,
    ]);
    // A blank e-mail address, no location address to tell, no booking: nobody to write to.
    expect(await messagesOf((await ledgerOf(`${blankEmail.transactionControlNumber}.errt`)).id)).toEqual([]);
  });
});

// Kept after the other tests, so the mutation runs' results for those stay matched to them (docs/mutation-testing.md).
describe('a later ERRT for a record already asked back', () => {
  it('whose move failed: the next poll puts it away and tells nobody, while the first ERRT told the applicant', async () => {
    const row = await sentTransaction();
    const tcn = row.transactionControlNumber!;
    writeFileSync(inbox(`${tcn}.1.errt`), response('ERRT', tcn, '2026-11-27', L0008));
    await pollNow();
    const first = await ledgerOf(`${tcn}.1.errt`);
    expect((await messagesOf(first.id)).map((message) => message.to)).toContain(row.email);
    // Another answer (a day later, another code): recorded and shown on the record, but the record is already at
    // Request For Recapture. Its move on the server fails once, so the next poll finds it recorded and unsettled.
    writeFileSync(inbox(`${tcn}.2.errt`), response('ERRT', tcn, '2026-11-28', L0116));
    server.faults.failMoves = 1;
    expect((await pollNow()).data[0]!.error).not.toBeNull();
    expect((await pollNow()).data[0]).toMatchObject({ error: null, settled: 1 });
    const second = await ledgerOf(`${tcn}.2.errt`);
    expect(second.settledAt).not.toBeNull();
    expect(await transaction(row.id)).toMatchObject({
      status: 'REQUEST_FOR_RECAPTURE',
      fbiErrorCode: 'L0116',
      fbiResponseId: second.id,
    });
    expect(await messagesOf(second.id)).toEqual([]);
  });
});
