import { FINGER_CODES, excusedImpressions, type FingerCode } from '@ridgeline/domain';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { BlobStore } from '../blob-store/blob-store';
import { storePrints } from '../biometrics/biometric-repository';
import type { CheckedPrint } from '../biometrics/print-check';
import { simulatorSize, testPrint } from '../biometrics/synthetic-prints';
import type { Db } from '../db/database';
import {
  biometricFingerprints,
  biometricTransactions,
  deliveries,
  files,
  oris,
  oriServices,
  partnerServices,
} from '../db/schema';
import { scopeKey } from '../delivery-settings/delivery-settings.repository';
import { storeTransactionEft, transmissionResultOf } from '../eft';
import { withFiles } from '../files/file-store';
import type { SecretBox } from '../secrets/secret-box';
import type { FingerAnnotationValue } from '../db/schema/biometrics';
import { DEMO_FORCED_PRINT, answerDemoRejections, sendDemoRejections } from './demo-rejection';

interface DemoTransaction {
  firstName: string;
  lastName: string;
  status: string;
  /** Index into the locations given to the seed (wraps around). */
  location: number;
  daysAgo: number;
  residentStatus: string;
  annotations?: FingerAnnotationValue[];
}

/** One transaction in each status (the recaptured one with its completed recapture), newest in progress. */
const DEMO: DemoTransaction[] = [
  {
    firstName: 'Maya',
    lastName: 'Okafor',
    status: 'SENT_TO_FBI',
    location: 0,
    daysAgo: 9,
    residentStatus: 'US Citizen',
  },
  {
    firstName: 'Liam',
    lastName: 'Brennan',
    status: 'RECAPTURED',
    location: 1,
    daysAgo: 8,
    residentStatus: 'Lawful Permanent Resident',
  },
  {
    firstName: 'Sofia',
    lastName: 'Marquez',
    status: 'REQUEST_FOR_RECAPTURE',
    location: 1,
    daysAgo: 6,
    residentStatus: 'US Citizen',
  },
  {
    firstName: 'Ethan',
    lastName: 'Nakamura',
    status: 'IN_REVIEW',
    location: 0,
    daysAgo: 4,
    residentStatus: 'US Citizen',
  },
  {
    firstName: 'Grace',
    lastName: 'Holloway',
    status: 'COMPLETED',
    location: 0,
    daysAgo: 2,
    residentStatus: 'US Citizen',
    annotations: [{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' }],
  },
  {
    firstName: 'Noah',
    lastName: 'Feldman',
    status: 'IN_PROGRESS',
    location: 0,
    daysAgo: 0,
    residentStatus: 'US Citizen',
  },
];

const day = 24 * 60 * 60 * 1000;

/** What the capture's Applicant step stores: every field an EBTS Type-2 record of an applicant needs. */
const DEMO_FORM = {
  captureType: 'ROLL',
  dateOfBirth: '1990-05-17',
  placeOfBirth: 'CA',
  gender: 'F',
  race: 'W',
  eyeColor: 'BRO',
  hairColor: 'BLK',
  height: '510',
  weight: 170,
  addressLine1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  reason: 'EMPLOYMENT',
  oriRequiresPhotograph: false,
};

/**
 * Demo biometric transactions of a partner at its locations: one in each status, so the biometric list is lived-in
 * from the first sign-in (and the isolation suite has records of each tenant). No prints: seedDemoPrints adds
 * those where a blob store is at hand (`npm start`).
 */
export async function seedDemoTransactions(
  db: Db,
  partnerId: string,
  locationIds: readonly string[],
): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * day - 3600_000);
  // The partner's biometric service an active ORI serves (what the capture would have chosen), and that ORI.
  const [offer] = await db
    .select({ partnerServiceId: partnerServices.id, oriId: oris.id })
    .from(partnerServices)
    .innerJoin(oriServices, eq(oriServices.serviceId, partnerServices.serviceId))
    // An ORI proper that asks for no photograph: the demo records carry none.
    .innerJoin(
      oris,
      and(
        eq(oris.id, oriServices.oriId),
        eq(oris.active, true),
        eq(oris.oriType, 'ORI'),
        eq(oris.requiresPhotograph, false),
      ),
    )
    .where(and(eq(partnerServices.partnerId, partnerId), eq(partnerServices.active, true)))
    .orderBy(asc(partnerServices.displayName), asc(oris.oriNumber))
    .limit(1);
  const rows = await db
    .insert(biometricTransactions)
    .values(
      DEMO.map((demo) => ({
        partnerId,
        locationId: locationIds[demo.location % locationIds.length] ?? null,
        status: demo.status,
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: `${demo.firstName.toLowerCase()}.${demo.lastName.toLowerCase()}@example.test`,
        residentStatus: demo.residentStatus,
        partnerServiceId: offer?.partnerServiceId ?? null,
        oriId: offer?.oriId ?? null,
        form: DEMO_FORM,
        annotations: demo.annotations ?? [],
        createdAt: at(demo.daysAgo),
        updatedAt: at(demo.daysAgo),
      })),
    )
    .returning();
  const parent = rows.find((row) => row.status === 'RECAPTURED');
  if (!parent) return;
  await db.insert(biometricTransactions).values({
    partnerId,
    locationId: parent.locationId,
    status: 'COMPLETED',
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    residentStatus: parent.residentStatus,
    recaptureReferenceId: parent.id,
    partnerServiceId: parent.partnerServiceId,
    oriId: parent.oriId,
    form: parent.form,
    createdAt: at(7),
    updatedAt: at(7),
  });
}

/**
 * Synthetic prints (ridge patterns encoded with libs/nist's WSQ encoder, at the simulator's sizes) for every demo
 * transaction past IN_PROGRESS that has none: thirteen or fourteen impressions as the annotations say, two for a
 * recapture. Idempotent; run by the API's start-up seeding, which has the blob store.
 */
export async function seedDemoPrints(db: Db, blobs: BlobStore, secretBox?: SecretBox): Promise<number> {
  const bare = await db
    .select()
    .from(biometricTransactions)
    .where(
      and(
        ne(biometricTransactions.status, 'IN_PROGRESS'),
        sql`not exists (select 1 from ${biometricFingerprints} where ${biometricFingerprints.transactionId} = ${biometricTransactions.id})`,
      ),
    );
  let stored = 0;
  for (const row of bare) {
    const excused = excusedImpressions(row.annotations);
    const codes: FingerCode[] = row.recaptureReferenceId
      ? ['RIGHT_INDEX_ROLL', 'RIGHT_MIDDLE_ROLL']
      : FINGER_CODES.filter((code) => !excused.has(code));
    const prints = codes.map((code): CheckedPrint => {
      const print = testPrint(code, simulatorSize(code));
      return {
        code,
        wsq: Buffer.from(print.wsqImage, 'base64'),
        bitmap: Buffer.from(print.bitmapImage, 'base64'),
        bitmapType: 'image/png',
        width: print.width,
        height: print.height,
        // The record the FBI rejects (demo-rejection.ts) kept one print the operator had to force.
        quality:
          row.status === 'REQUEST_FOR_RECAPTURE' && code === DEMO_FORCED_PRINT.code
            ? DEMO_FORCED_PRINT.quality
            : (print.quality ?? null),
      };
    });
    const scope = { partnerId: row.partnerId, locationId: null };
    await withFiles(db, blobs, (tx, writer) => storePrints(tx, writer, scope, row.id, prints, new Date()));
    stored += prints.length;
  }
  if (secretBox) await seedDemoEftFiles(db, blobs, secretBox);
  return stored;
}

/**
 * The EFT file of every demo transaction past the capture, built and checked against the EBTS rules by the same
 * code as a completion with Generate EFT (the transaction's TCN is set as it sets it). Idempotent.
 */
export async function seedDemoEftFiles(db: Db, blobs: BlobStore, secretBox: SecretBox): Promise<number> {
  const rows = await db
    .select()
    .from(biometricTransactions)
    .where(and(ne(biometricTransactions.status, 'IN_PROGRESS'), isNull(biometricTransactions.eftFileId)));
  const now = () => new Date();
  for (const row of rows) {
    await withFiles(db, blobs, (tx, writer) =>
      storeTransactionEft(
        { db, blobs, secretBox, now },
        tx,
        writer,
        { partnerId: row.partnerId, locationId: null },
        row,
      ),
    );
  }
  // The rejected transmission: sent, transferred, then answered by the channeler's ERRT.
  const rejected = await sendDemoRejections(db);
  await seedDemoTransfers(db, blobs, secretBox);
  await answerDemoRejections(db, secretBox, rejected);
  return rows.length;
}

/**
 * The transfer history of every demo transaction SENT TO FBI: the delivery row the queue leaves when it has sent
 * the EFT file to the channeler (eft-files.routes.ts queues it as `sftp:<transaction>:<sha-256>`, the queue marks
 * it sent), so the record's SUCCESS stands beside the transfer that earned it. Idempotent.
 */
export async function seedDemoTransfers(db: Db, blobs: BlobStore, secretBox: SecretBox): Promise<number> {
  const sent = await db
    .select({ row: biometricTransactions, blobKey: files.blobKey })
    .from(biometricTransactions)
    .innerJoin(files, eq(files.id, biometricTransactions.eftFileId))
    .where(
      and(
        eq(biometricTransactions.status, 'SENT_TO_FBI'),
        sql`not exists (select 1 from ${deliveries} where ${deliveries.idempotencyKey} like 'sftp:' || ${biometricTransactions.id}::text || ':%')`,
      ),
    );
  for (const { row, blobKey } of sent) {
    const stored = await blobs.get(blobKey);
    if (!stored) continue;
    const digest = createHash('sha256').update(stored.bytes).digest('hex');
    const fileName = `${row.transactionControlNumber ?? row.id}.eft`;
    const id = randomUUID();
    // Queued when the record was sent, delivered a minute later at the first attempt.
    const queuedAt = row.updatedAt;
    const sentAt = new Date(queuedAt.getTime() + 60_000);
    await db.insert(deliveries).values({
      id,
      partnerId: row.partnerId,
      channel: 'sftp',
      idempotencyKey: `sftp:${row.id}:${digest}`,
      messageId: `<${id}@eft.ridgeline.local>`,
      recipient: fileName,
      subject: `EFT file ${fileName}`,
      sealedPayload: secretBox.seal(
        JSON.stringify({
          text: '',
          file: { blobKey, fileName, digest, locationId: row.locationId, subjectId: row.id },
        }),
      ),
      status: 'sent',
      attempts: 1,
      jobId: randomUUID(),
      createdAt: queuedAt,
      updatedAt: sentAt,
      sentAt,
    });
    // What the queue's onFileSent writes back (storing the EFT file cleared it): the result, and the destination
    // the FBI's answer comes back through (the demo partner's, the local channeler).
    await db
      .update(biometricTransactions)
      .set({
        transmissionResult: transmissionResultOf('sent'),
        transmissionError: null,
        eftDestinationScope:
          row.eftDestinationScope ?? scopeKey({ level: 'partner', partnerId: row.partnerId }),
      })
      .where(eq(biometricTransactions.id, row.id));
  }
  return sent.length;
}
