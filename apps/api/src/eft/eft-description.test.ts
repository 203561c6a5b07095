import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../blob-store/blob-store';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { TransactionRow } from '../biometrics/biometric-repository';
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
