import { readAn2k, validateEbts } from '@ridgeline/nist';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ANSWER_DEFAULTS, answerSubmission } from '@ridgeline/test-support';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlobStore } from '../blob-store/create-blob-store';
import type { BlobStore } from '../blob-store/blob-store';
import type { Database } from '../db/database';
import {
  appointments,
  auditLog,
  biometricFingerprints,
  biometricTransactions,
  deliveries,
  fbiResponses,
  files,
  locations,
  oris,
  partners,
  partnerServices,
  services,
} from '../db/schema';
import { createSecretBox } from '../secrets/secret-box';
import { openTestDatabase } from '../test/test-database';
import { seedDemoPrints } from './biometric-transactions';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoData } from './demo-data';

/*
 * Issue 27: every seeded transaction is one the product could have produced. Each one past the capture carries an
 * EFT file that passes the EBTS rules and reads back through the `ridgeline-nist inspect` command with the TOT its
 * service's FBI product is sent as (docs/decisions.md "EFT files": FBIBGCHECK DOCE, FBIBGCHECK1 NFUF) and the ORI
 * its record names.
 */
const TOT_OF = { FBIBGCHECK: 'DOCE', FBIBGCHECK1: 'NFUF' } as Record<string, string>;
const root = new URL('../../../..', import.meta.url).pathname;

let database: Database;
let dir: string;
let blobs: BlobStore;
const box = createSecretBox(randomBytes(32));

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'demo-eft-'));
  blobs = createBlobStore({ dataDir: dir, s3: undefined });
  // The rest of what `npm start` seeds on an empty database (main.ts).
  await seedDemoPrints(database.db, blobs, box);
  await seedDemoAppointments(database.db);
}, 240_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

interface Inspected {
  type: number;
  fields: { field: string; subfields?: string[][] }[];
}
const field = (record: Inspected | undefined, tag: string) =>
  record?.fields.find((entry) => entry.field === tag)?.subfields?.map((item) => item.join('^'));

it('gives every seeded transaction past the capture a valid EFT file with its service TOT and ORI', async () => {
  const rows = await database.db
    .select({
      row: biometricTransactions,
      productCode: services.productCode,
      oriNumber: oris.oriNumber,
      partnerId: locations.partnerId,
    })
    .from(biometricTransactions)
    .leftJoin(partnerServices, eq(partnerServices.id, biometricTransactions.partnerServiceId))
    .leftJoin(services, eq(services.id, partnerServices.serviceId))
    .leftJoin(oris, eq(oris.id, biometricTransactions.oriId))
    .leftJoin(locations, eq(locations.id, biometricTransactions.locationId));
  const done = rows.filter(({ row }) => row.status !== 'IN_PROGRESS');
  // Both tenants' records: one in each status past the capture and the recapture's completion.
  expect(new Set(done.map(({ row }) => row.partnerId)).size).toBe(2);
  expect(done.length).toBeGreaterThanOrEqual(10);
  for (const { row, productCode, oriNumber, partnerId } of done) {
    expect(partnerId).toBe(row.partnerId);
    expect(productCode, `${row.lastName}'s service`).toBeTruthy();
    expect(oriNumber, `${row.lastName}'s ORI`).toBeTruthy();
    expect(row.eftFileId, `${row.lastName} (${row.status}) has an EFT file`).toBeTruthy();
    const [file] = await database.db.select().from(files).where(eq(files.id, row.eftFileId!));
    const stored = await blobs.get(file!.blobKey);
    const bytes = new Uint8Array(stored!.bytes);
    expect(validateEbts(readAn2k(bytes)), `${row.lastName}'s EFT file`).toEqual([]);
    const onDisk = path.join(dir, `${row.id}.eft`);
    await writeFile(onDisk, bytes);
    const { stdout } = await promisify(execFile)('npx', ['ridgeline-nist', 'inspect', onDisk, '--json'], {
      cwd: root,
    });
    const records = (JSON.parse(stdout) as { records: Inspected[] }).records;
    const type1 = records.find((record) => record.type === 1);
    const type2 = records.find((record) => record.type === 2);
    expect(field(type1, '1.004')).toEqual([TOT_OF[productCode!]]);
    expect(field(type1, '1.008')).toEqual([oriNumber]);
    expect(field(type1, '1.009')).toEqual([row.transactionControlNumber]);
    expect(field(type2, '2.018')?.[0]).toBe(`${row.lastName},${row.firstName}`.toUpperCase());
  }
}, 240_000);

it('gives every seeded transaction a status, service, EFT file and transfer history that agree', async () => {
  const db = database.db;
  const rows = await db.select().from(biometricTransactions);
  const transfers = await db.select().from(deliveries).where(eq(deliveries.channel, 'sftp'));
  const sendable: string[] = [];
  for (const row of rows) {
    const label = `${row.lastName} (${row.status})`;
    // The list and the record show the booked service, never "—".
    expect(row.partnerServiceId, `${label}'s service`).toBeTruthy();
    const own = transfers.filter((transfer) => transfer.idempotencyKey.startsWith(`sftp:${row.id}:`));
    const sent = own.filter((transfer) => transfer.status === 'sent');
    if (row.status === 'SENT_TO_FBI' || row.transmissionResult !== null) {
      // A result only beside the transfer that earned it, of this very EFT file, as the queue writes it back;
      // a transmission the FBI rejected since is asked for recapture.
      expect(row.status, label).toBe(
        row.fbiResponseKind === 'ERRT' ? 'REQUEST_FOR_RECAPTURE' : 'SENT_TO_FBI',
      );
      expect(row.eftDestinationScope, label).toBe(`partner:${row.partnerId}`);
      expect(row.transmissionResult, label).toBe('TRANSMITTED');
      expect(sent, `${label}'s transfer history`).toHaveLength(1);
      const [file] = await db.select().from(files).where(eq(files.id, row.eftFileId!));
      const bytes = (await blobs.get(file!.blobKey))!.bytes;
      const digest = createHash('sha256').update(bytes).digest('hex');
      expect(sent[0]!.idempotencyKey).toBe(`sftp:${row.id}:${digest}`);
      expect(sent[0]!.recipient).toBe(`${row.transactionControlNumber}.eft`);
      expect(sent[0]!.sentAt, label).toBeTruthy();
    } else {
      expect(own, `${label} has no transfer`).toEqual([]);
    }
    if (row.status !== 'IN_PROGRESS') {
      const [prints] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(biometricFingerprints)
        .where(eq(biometricFingerprints.transactionId, row.id));
      expect(prints?.n, `${label}'s prints`).toBeGreaterThan(0);
    }
    // What Send EFT accepts (eft-files.routes.ts): a completed record with its EFT file and nothing sent yet.
    if (row.status === 'COMPLETED' && row.eftFileId && sent.length === 0) sendable.push(row.partnerId);
  }
  const tenants = await db.select({ id: partners.id, code: partners.code }).from(partners);
  for (const tenant of tenants.filter((entry) => ['acme', 'birch'].includes(entry.code))) {
    expect(sendable, `${tenant.code} has a completed record to send`).toContain(tenant.id);
  }
}, 60_000);

it('gives both demo tenants at least one record of every kind', async () => {
  const db = database.db;
  const count = async (
    table: typeof appointments | typeof biometricTransactions | typeof deliveries,
    where: ReturnType<typeof sql>,
  ) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]?.n ?? 0;
  for (const code of ['acme', 'birch']) {
    const [tenant] = await db.select().from(partners).where(eq(partners.code, code));
    const id = tenant!.id;
    const kinds = {
      appointments: await count(appointments, sql`${appointments.partnerId} = ${id}`),
      // Today's, at one of its locations: its operator's day starts from the list.
      appointmentsToday: await count(
        appointments,
        sql`${appointments.partnerId} = ${id} and ${appointments.startsAt} between now() - interval '14 hours' and now() + interval '14 hours'`,
      ),
      transactions: await count(biometricTransactions, sql`${biometricTransactions.partnerId} = ${id}`),
      eftFiles: await count(
        biometricTransactions,
        sql`${biometricTransactions.partnerId} = ${id} and ${biometricTransactions.eftFileId} is not null`,
      ),
      // A document (FD-258 card, identity history summary) is rendered from a transaction with its prints.
      documents: await count(
        biometricTransactions,
        sql`${biometricTransactions.partnerId} = ${id} and exists (select 1 from ${biometricFingerprints} where ${biometricFingerprints.transactionId} = ${biometricTransactions.id})`,
      ),
      transfers: await count(
        deliveries,
        sql`${deliveries.partnerId} = ${id} and ${deliveries.channel} = 'sftp'`,
      ),
    };
    for (const [kind, n] of Object.entries(kinds)) expect(n, `${code}: ${kind}`).toBeGreaterThan(0);
  }
});

it('holds one transmission per demo partner sent to the local channeler and rejected by its ERRT', async () => {
  const db = database.db;
  const rejected = await db
    .select()
    .from(biometricTransactions)
    .where(eq(biometricTransactions.fbiResponseKind, 'ERRT'));
  const tenants = await db
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.code, ['acme', 'birch']));
  expect(rejected.map((row) => row.partnerId).sort()).toEqual(tenants.map((tenant) => tenant.id).sort());
  for (const row of rejected) {
    // Issue 28: an ERRT turns the transmission into a request for recapture, the answer kept on the record.
    expect(row).toMatchObject({
      status: 'REQUEST_FOR_RECAPTURE',
      transmissionResult: 'TRANSMITTED',
      fbiErrorCode: 'L0008',
      eftDestinationScope: `partner:${row.partnerId}`,
    });
    // Answered the day after it was sent.
    expect(row.fbiResponseDate! > row.createdAt.toISOString().slice(0, 10)).toBe(true);
    const [ledger] = await db.select().from(fbiResponses).where(eq(fbiResponses.id, row.fbiResponseId!));
    expect(ledger).toMatchObject({
      kind: 'ERRT',
      tcr: row.transactionControlNumber,
      transactionId: row.id,
      partnerId: row.partnerId,
      destinationScope: `partner:${row.partnerId}`,
      fileName: `${row.transactionControlNumber}.ERRT.eft`,
      errorCode: 'L0008',
      fingerPosition: 3,
      responseDate: row.fbiResponseDate,
    });
    expect(ledger!.settledAt).not.toBeNull();
    expect(ledger!.appliedAt).not.toBeNull();
    // The message is sealed like an SSN; it is EBTS's print-quality error naming the forced finger.
    expect(ledger!.errorMessageSealed).not.toContain('QUALITY');
    expect(box.open(ledger!.errorMessageSealed!)).toBe(
      'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 03',
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'BIOMETRIC_FBI_RESPONSE_RECEIVED')));
    expect(entry?.details).toMatchObject({
      kind: 'ERRT',
      before: { status: 'SENT_TO_FBI' },
      after: { status: 'REQUEST_FOR_RECAPTURE' },
    });
    // What the local channeler itself answers to this very EFT file, with its default settings.
    const [file] = await db.select().from(files).where(eq(files.id, row.eftFileId!));
    const eft = new Uint8Array((await blobs.get(file!.blobKey))!.bytes);
    expect(answerSubmission(eft, ANSWER_DEFAULTS)).toMatchObject({
      tot: 'ERRT',
      tcr: row.transactionControlNumber,
      messages: [box.open(ledger!.errorMessageSealed!)],
    });
  }
}, 60_000);
