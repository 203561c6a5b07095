import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../blob-store/blob-store';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import { findTransaction, type TransactionRow } from '../biometrics/biometric-repository';
import { biometricFingerprints, biometricTransactions, partnerServices, services } from '../db/schema';
import type { Database } from '../db/database';
import { withFiles } from '../files/file-store';
import { ApiFailure } from '../http/api-failure';
import { createSecretBox } from '../secrets/secret-box';
import { partnerIdByCode } from '../test/partner-session';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { eftDescription, type EftContext } from './build';

/*
 * The EBTS applicant transaction a stored record becomes, field by field, from the record's form (EBTS v11 Type-1
 * and Type-2 fields): 1.006 PRY is a priority 1 to 9; 2.016 SOC nine digits; 2.021 CTZ a two-letter country code;
 * 2.024 SEX and 2.025 RAC one letter; 2.027 HGT feet and inches (`510` is 5 ft 10 in); 2.031 EYE and 2.032 HAI three
 * letters; 2.037 RFP at most 75 characters; 2.041 RES at most 120; 2.073 CRI the controlling agency, else the ORI;
 * Type-10 photos are JPEGB or PNG. The record has no prints here (eft-files.test.ts covers them end to end).
 */
let database: Database;
let dir: string;
let blobs: BlobStore;
let partnerId: string;
const box = createSecretBox(randomBytes(32));
const NOW = new Date('2026-11-29T15:00:00Z');

/** A 1×1 PNG and a 1×1 baseline JPEG, as a camera or a phone would store them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////' +
    '////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  dir = await mkdtemp(path.join(tmpdir(), 'rl-eft-description-'));
  blobs = folderBlobStore(dir);
  partnerId = await partnerIdByCode(database.db, 'acme');
});

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const context = (): EftContext => ({ db: database.db, blobs, secretBox: box, now: () => NOW });

async function storedPhoto(bytes: Buffer, contentType: string): Promise<string> {
  const stored = await withFiles(database.db, blobs, (_tx, files) =>
    files.store({ partnerId, purpose: 'private', bytes, contentType }),
  );
  return stored.id;
}

/** A completed record as stored, with no service, ORI record, prints or recapture: what the form says is all. */
function record(form: Record<string, unknown>, extra: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id: '0a1b2c3d-4e5f-4071-8293-a4b5c6d7e8f9',
    partnerId,
    locationId: null,
    serviceId: null,
    partnerServiceId: null,
    locationServiceId: null,
    oriId: null,
    recaptureReferenceId: null,
    transactionControlNumber: null,
    annotations: [],
    firstName: 'JORDAN',
    lastName: 'SMITH',
    ssnSealed: null,
    photoFileId: null,
    form,
    ...extra,
  } as unknown as TransactionRow;
}

const describeRecord = (row: TransactionRow) =>
  eftDescription(context(), { partnerId, locationId: null }, row);

describe('the EBTS transaction a record becomes', () => {
  it('carries every applicant field the form holds, in the notation EBTS gives it', async () => {
    const description = await describeRecord(
      record(
        {
          transactionType: 'FAUF',
          transactionDate: '2026-11-27T10:00:00Z',
          priority: '3',
          originatingAgencyIdentifier: 'ca0000000',
          controllingAgencyIdentifier: 'wvfbi0000',
          transactionControlReference: 'RL20261101ABCDEF0123456789',
          middleName: ' Lee ',
          placeOfBirth: 'ca',
          dateOfBirth: '1990-04-12',
          gender: 'male',
          race: 'white',
          height: '510',
          weight: '175',
          eyeColor: 'brown',
          hairColor: 'blk',
          countryOfCitizenship: 'us',
          addressLine1: '12 Main St',
          addressLine2: '   ',
          city: 'Springfield',
          state: 'il',
          zipCode: '62701',
          reason: 'employment',
          originatingAgencyCaseNumber: 'CASE-42',
        },
        { ssnSealed: box.seal('123-45-6789') },
      ),
    );
    expect(description).toMatchObject({
      tot: 'FAUF',
      date: '2026-11-27',
      priority: 3,
      originatingAgency: 'CA0000000',
      controllingAgencies: ['WVFBI0000'],
      // No TCN given: RL, the date and the record id's first 16 hex digits.
      controlNumber: 'RL202611270A1B2C3D4E5F4071',
      controlReference: 'RL20261101ABCDEF0123456789',
      reasonFingerprinted: 'EMPLOYMENT',
      caseNumber: 'CASE-42',
      prints: [],
      missingFingers: [],
    });
    expect(description.applicant).toEqual({
      lastName: 'SMITH',
      firstName: 'JORDAN',
      middleName: 'Lee',
      placeOfBirth: 'CA',
      dateOfBirth: '1990-04-12',
      sex: 'M',
      race: 'W',
      height: { feet: 5, inches: 10 },
      weight: 175,
      eyeColor: 'BRO',
      hairColor: 'BLK',
      socialSecurityNumber: '123456789',
      citizenship: ['US'],
      residence: '12 MAIN ST, SPRINGFIELD, IL, 62701',
    });
  });

  it('leaves out what the form does not hold, dates it today and names the ORI as the controlling agency', async () => {
    const description = await describeRecord(
      record({ transactionType: 'NFUF', originatingAgencyIdentifier: 'ca0000000' }),
    );
    expect(description.date).toBe('2026-11-29');
    expect(description.controllingAgencies).toEqual(['CA0000000']);
    expect(description.reasonFingerprinted).toBe('');
    for (const absent of ['priority', 'controlReference', 'caseNumber', 'photo'] as const) {
      expect(description, absent).not.toHaveProperty(absent);
    }
    expect(description.applicant).toEqual({
      lastName: 'SMITH',
      firstName: 'JORDAN',
      placeOfBirth: '',
      dateOfBirth: '',
      sex: '',
      race: '',
      height: { feet: 0, inches: 0 },
      weight: 0,
      eyeColor: '',
      hairColor: '',
    });
  });

  it('keeps a priority only from 1 to 9, a citizenship only as two letters, and cuts RFP at 75 and RES at 120', async () => {
    for (const priority of ['0', '10', '2.5', 'high']) {
      const description = await describeRecord(record({ transactionType: 'FAUF', priority }));
      expect(description, priority).not.toHaveProperty('priority');
    }
    for (const priority of ['1', '9']) {
      const description = await describeRecord(record({ transactionType: 'FAUF', priority }));
      expect(description.priority).toBe(Number(priority));
    }
    const long = await describeRecord(
      record({
        transactionType: 'FAUF',
        countryOfCitizenship: 'usa',
        reason: 'r'.repeat(80),
        addressLine1: 'a'.repeat(130),
      }),
    );
    expect(long.applicant).not.toHaveProperty('citizenship');
    expect(long.reasonFingerprinted).toBe('R'.repeat(75));
    expect(long.applicant.residence).toBe('A'.repeat(120));
  });

  it('sends a JPEG photo as JPEGB and a PNG as PNG, with its size, and no photo it cannot read', async () => {
    const jpeg = await describeRecord(
      record({ transactionType: 'FAUF' }, { photoFileId: await storedPhoto(JPEG, 'image/jpeg') }),
    );
    expect(jpeg.photo).toEqual({ image: JPEG, width: 1, height: 1, compression: 'JPEGB' });
    const png = await describeRecord(
      record({ transactionType: 'FAUF' }, { photoFileId: await storedPhoto(PNG, 'image/png') }),
    );
    expect(png.photo).toEqual({ image: PNG, width: 1, height: 1, compression: 'PNG' });
    const unreadable = await describeRecord(
      record(
        { transactionType: 'FAUF' },
        { photoFileId: await storedPhoto(Buffer.from('not an image'), 'image/png') },
      ),
    );
    expect(unreadable).not.toHaveProperty('photo');
  });

  it('refuses a record without a transaction type or an FBI service, naming the field', async () => {
    const refused = await describeRecord(record({ productName: 'NOT-AN-FBI-PRODUCT' })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).statusCode).toBe(400);
    expect((refused as ApiFailure).description).toBe('transactionType');
  });
});

/*
 * Prints, FBI products and recaptures, from rows as the capture stores them. EBTS v11: 14.013 FGP finger positions 1-10
 * rolled, 11 and 12 the plain thumbs, 13 and 14 the plain four fingers; 14.003 IMP 0 live-scan plain, 1 live-scan
 * rolled; 2.084 AMP XX amputated, UP unable to print, for the ten fingers only. The device's print quality runs from
 * 1 (best) to 5; 4 and 5 are kept only by force capture (spec §5 capture), which 14.020 COM says.
 */
describe('the prints, product and recapture of the EBTS transaction a record becomes', () => {
  async function storedTransaction(values: Partial<typeof biometricTransactions.$inferInsert>) {
    const [row] = await database.db
      .insert(biometricTransactions)
      .values({ partnerId, firstName: 'JORDAN', lastName: 'SMITH', status: 'COMPLETED', ...values })
      .returning();
    return row!;
  }

  /** A stored impression: its WSQ bytes (here a marker naming the finger) and its bitmap in the file store. */
  async function storedPrint(transactionId: string, code: string, quality: number | null) {
    const [wsq, bitmap] = await withFiles(database.db, blobs, (_tx, files) =>
      files.storeAll([
        {
          partnerId,
          purpose: 'private',
          bytes: Buffer.from(`WSQ ${code} ${transactionId}`),
          contentType: 'image/wsq',
        },
        { partnerId, purpose: 'private', bytes: Buffer.from(`BMP ${code}`), contentType: 'image/bmp' },
      ]),
    );
    await database.db.insert(biometricFingerprints).values({
      partnerId,
      transactionId,
      code,
      wsqFileId: wsq!.id,
      bitmapFileId: bitmap!.id,
      width: 800,
      height: 750,
      quality,
    });
    return wsq!;
  }

  const describeStored = async (id: string) =>
    eftDescription(
      context(),
      { partnerId, locationId: null },
      (await findTransaction(database.db, { partnerId, locationId: null }, id))!,
    );

  const serviceIdOf = async (productCode: string) =>
    (
      await database.db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.productCode, productCode))
    )[0]!.id;

  it("sends each finger's WSQ at its EBTS position and impression, says FORCE CAPTURED for a refused score, and skips what is not a finger", async () => {
    const row = await storedTransaction({ form: { transactionType: 'FAUF' } });
    await storedPrint(row.id, 'RIGHT_THUMB_ROLL', 4);
    await storedPrint(row.id, 'LEFT_LITTLE_ROLL', 3);
    await storedPrint(row.id, 'RIGHT_THUMB_FLAT', null);
    await storedPrint(row.id, 'LEFT_FOUR_FINGER', 5);
    await storedPrint(row.id, 'SIGNATURE', 1);
    const { prints } = await describeStored(row.id);
    const byPosition = Object.fromEntries(prints.map((print) => [print.position, print]));
    expect(
      Object.keys(byPosition)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 10, 11, 14]);
    expect(byPosition[1]).toEqual({
      position: 1,
      impression: 1,
      image: Buffer.from(`WSQ RIGHT_THUMB_ROLL ${row.id}`),
      width: 800,
      height: 750,
      ppi: 500,
      compression: 'WSQ20',
      comment: 'FORCE CAPTURED',
    });
    expect(byPosition[10]).not.toHaveProperty('comment');
    expect(byPosition[10]!.impression).toBe(1);
    expect(byPosition[11]).not.toHaveProperty('comment');
    expect(byPosition[11]!.impression).toBe(0);
    expect(byPosition[14]).toMatchObject({ impression: 0, comment: 'FORCE CAPTURED' });
  });

  it('refuses to build a file whose print has lost its bytes, naming the file', async () => {
    const row = await storedTransaction({ form: { transactionType: 'FAUF' } });
    const wsq = await storedPrint(row.id, 'RIGHT_INDEX_ROLL', 1);
    await blobs.delete(wsq.blobKey);
    await expect(describeStored(row.id)).rejects.toThrow(`file ${wsq.id} is missing from the file store`);
  });

  it('takes the transaction type from the first of its services that names an FBI product', async () => {
    // A partner's own service sells no catalogue product: the next service decides.
    const [ownService] = await database.db
      .insert(partnerServices)
      .values({ partnerId, displayName: 'Notary visit', serviceType: 'BIOMETRIC' })
      .returning();
    // FBIBGCHECK, the identity history summary, is a DOCE; FBIBGCHECK1, the applicant check, an NFUF (decisions.md).
    const summary = await serviceIdOf('FBIBGCHECK');
    const applicant = await serviceIdOf('FBIBGCHECK1');
    const unknown = '7d1e9a2b-0c3f-4e5a-9b8c-112233445566';
    const cases: [Partial<typeof biometricTransactions.$inferInsert>, string][] = [
      [{ serviceId: summary, partnerServiceId: applicant }, 'DOCE'],
      [{ serviceId: ownService!.id, partnerServiceId: applicant, locationServiceId: summary }, 'NFUF'],
      [{ partnerServiceId: ownService!.id, locationServiceId: summary }, 'DOCE'],
      [{ serviceId: unknown, locationServiceId: summary }, 'DOCE'],
      [{ partnerServiceId: unknown, locationServiceId: applicant }, 'NFUF'],
    ];
    for (const [services, tot] of cases) {
      const row = await storedTransaction({ form: {}, ...services });
      expect((await describeStored(row.id)).tot, JSON.stringify(services)).toBe(tot);
    }
    const named = await storedTransaction({ form: { transactionType: 'fauf' }, serviceId: summary });
    expect((await describeStored(named.id)).tot).toBe('FAUF');
  });

  it("completes a recapture with its parent's other prints, keeps one AMP a finger (the parent's first), and refers to the parent's TCN", async () => {
    const parent = await storedTransaction({
      form: { transactionType: 'FAUF' },
      transactionControlNumber: 'RL20261120PARENT00000001',
      annotations: [
        { code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'AMPUTATED' },
        { code: 'RIGHT_THUMB_FLAT', color: 'RED', reason: 'XX' },
        { code: 'LEFT_RING_ROLL', color: 'YELLOW', reason: 'XX' },
      ],
    });
    await storedPrint(parent.id, 'RIGHT_THUMB_ROLL', 1);
    await storedPrint(parent.id, 'RIGHT_INDEX_ROLL', 5);
    const child = await storedTransaction({
      form: { transactionType: 'FAUF', transactionControlReference: '   ', transactionDate: ' ' },
      recaptureReferenceId: parent.id,
      annotations: [
        { code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'UP' },
        { code: 'LEFT_MIDDLE_ROLL', color: 'RED', reason: 'bandaged' },
        { code: 'RIGHT_MIDDLE_ROLL', color: 'RED', reason: 'unable to print' },
      ],
    });
    await storedPrint(child.id, 'RIGHT_INDEX_ROLL', 2);
    const description = await describeStored(child.id);
    expect(description.prints.map((print) => [print.position, print.image.toString()])).toEqual([
      [1, `WSQ RIGHT_THUMB_ROLL ${parent.id}`],
      [2, `WSQ RIGHT_INDEX_ROLL ${child.id}`],
    ]);
    expect(description.prints[1]).not.toHaveProperty('comment');
    expect(description.missingFingers).toEqual([
      { position: 10, code: 'XX' },
      { position: 3, code: 'UP' },
    ]);
    expect(description.controlReference).toBe('RL20261120PARENT00000001');
    // A blank date on the form is no date: the file is dated by the clock.
    expect(description.date).toBe('2026-11-29');
  });

  it('reads a form value that is not text as absent', async () => {
    const description = await describeRecord(
      record({ transactionType: 'FAUF', middleName: 42, reason: ['employment'], caseNumber: true }),
    );
    expect(description.applicant).not.toHaveProperty('middleName');
    expect(description.reasonFingerprinted).toBe('');
    expect(description).not.toHaveProperty('caseNumber');
  });
});
