import { FINGER_CODES, excusedImpressions, type FingerCode } from '@ridgeline/domain';
import { randomUUID } from 'node:crypto';
import { and, ne, sql } from 'drizzle-orm';
import type { BlobStore } from '../blob-store/blob-store';
import { simulatorSize, testPrint } from '../biometrics/synthetic-prints';
import type { Db } from '../db/database';
import { biometricFingerprints, biometricTransactions, files } from '../db/schema';
import type { FingerAnnotationValue } from '../db/schema/biometrics';

interface DemoTransaction {
  firstName: string;
  lastName: string;
  status: string;
  /** Index into the locations given to the seed (wraps around). */
  location: number;
  daysAgo: number;
  residentStatus: string;
  annotations?: FingerAnnotationValue[];
  transmissionResult?: string;
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
    transmissionResult: 'SUCCESS',
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
        transactionControlNumber: `RL${demo.lastName.toUpperCase().slice(0, 6)}${demo.daysAgo}`,
        form: {
          productName: 'FBIBGCHECK',
          captureType: 'ROLL',
          dateOfBirth: '1990-05-17',
          height: '510',
          weight: 170,
          oriRequiresPhotograph: false,
        },
        annotations: demo.annotations ?? [],
        transmissionResult: demo.transmissionResult ?? null,
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
export async function seedDemoPrints(db: Db, blobs: BlobStore): Promise<number> {
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
    for (const code of codes) {
      const print = testPrint(code, simulatorSize(code));
      const ids = [randomUUID(), randomUUID()] as const;
      const parts = [
        { id: ids[0], bytes: Buffer.from(print.wsqImage, 'base64'), type: 'application/octet-stream' },
        { id: ids[1], bytes: Buffer.from(print.bitmapImage, 'base64'), type: 'image/png' },
      ];
      for (const part of parts) {
        const blobKey = `${row.partnerId}/${part.id}`;
        await blobs.put(blobKey, part.bytes, part.type);
        await db.insert(files).values({
          id: part.id,
          partnerId: row.partnerId,
          purpose: 'private',
          blobKey,
          contentType: part.type,
          size: part.bytes.length,
        });
      }
      await db.insert(biometricFingerprints).values({
        partnerId: row.partnerId,
        transactionId: row.id,
        code,
        wsqFileId: ids[0],
        bitmapFileId: ids[1],
        width: print.width,
        height: print.height,
        quality: print.quality,
      });
      stored++;
    }
  }
  return stored;
}
