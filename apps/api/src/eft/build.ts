/**
 * The EFT pipeline's first stage, build: everything an EBTS applicant transaction holds, read from a stored
 * biometric transaction (its form, its ORI, its product, its prints and photo from the file store).
 */
import { imageSize } from 'image-size';
import {
  eftTransactionType,
  fingerPosition,
  impressionType,
  isFingerCode,
  isRefusedQuality,
  isRolledFingerCode,
  missingFingerCode,
} from '@ridgeline/domain';
import {
  type EbtsMissingFinger,
  type EbtsPrint,
  type EbtsTransactionDescription,
  type FingerPosition,
} from '@ridgeline/nist';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../blob-store/blob-store';
import { fingerprintsOf, findTransaction, type TransactionRow } from '../biometrics/biometric-repository';
import { catalogueServiceId } from '../biometrics/verify-ori';
import type { Db } from '../db/database';
import { oris, services } from '../db/schema';
import { fileBytes } from '../files/file-store';
import { badRequest } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { openSsn } from '../ssn/ssn-vault';

/** 14.020 COM of a print kept with force capture (a device score the capture refuses otherwise). */
export const FORCE_CAPTURED_COMMENT = 'FORCE CAPTURED';

/** The FBI's CJIS division, destination (1.007 DAI) of every applicant submission. */
export const FBI_DESTINATION = 'WVIAFIS0Z';

export interface EftContext {
  db: Db;
  blobs: BlobStore;
  secretBox: SecretBox;
  now: () => Date;
}

/** A text field of the transaction's form, trimmed; undefined when unset or blank. */
export const text = (form: TransactionRow['form'], key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

async function blobBytes(db: Db, blobs: BlobStore, fileId: string): Promise<Buffer> {
  const stored = await fileBytes(db, blobs, fileId);
  if (!stored) throw new Error(`file ${fileId} is missing from the file store`);
  return stored.bytes;
}

/**
 * The impressions of the record a transaction completes: its own, and for a recapture its parent's with the
 * recaptured fingers replaced, so the EFT file and the card of a recapture carry a full set.
 */
export async function printsOfRecord(db: Db, scope: TenantScope, row: TransactionRow) {
  const own = await fingerprintsOf(db, scope, row.id);
  if (!row.recaptureReferenceId) return own;
  const recaptured = new Set(own.map((print) => print.code));
  const parent = await fingerprintsOf(db, scope, row.recaptureReferenceId);
  return [...parent.filter((print) => !recaptured.has(print.code)), ...own];
}

/** The transaction control number: the one the operator gave, else RL + date + the transaction id's first 16 hex. */
export function controlNumberOf(row: TransactionRow, date: string): string {
  return (
    row.transactionControlNumber ??
    `RL${date.replaceAll('-', '')}${row.id.replaceAll('-', '').slice(0, 16).toUpperCase()}`
  );
}

/**
 * The FBI product the transaction is for: the product code of the catalogue service behind its service, its
 * partner's service (what the capture screens choose) or its location's service, the first that names one.
 */
async function productCodeOf(db: Db, scope: TenantScope, row: TransactionRow): Promise<string | undefined> {
  for (const id of [row.serviceId, row.partnerServiceId, row.locationServiceId]) {
    const serviceId = id ? await catalogueServiceId(db, scope, id) : null;
    if (!serviceId) continue;
    const [service] = await db
      .select({ productCode: services.productCode })
      .from(services)
      .where(eq(services.id, serviceId));
    if (service?.productCode) return service.productCode;
  }
  return undefined;
}

/**
 * Everything an EBTS applicant transaction needs, from a completed transaction as stored: applicant fields from its
 * form, the ORI of its ORI record (else the form's), the TOT its form or its product names, each stored impression's
 * WSQ, the RED annotations as 14.018 AMP, the photo when there is one.
 */
export async function eftDescription(
  context: EftContext,
  scope: TenantScope,
  row: TransactionRow,
): Promise<EbtsTransactionDescription> {
  const { db, blobs } = context;
  const form = row.form;
  const date = (text(form, 'transactionDate') ?? context.now().toISOString()).slice(0, 10);
  const tot = eftTransactionType(
    text(form, 'transactionType'),
    (await productCodeOf(db, scope, row)) ?? text(form, 'productName'),
  );
  if (!tot) {
    throw badRequest(
      'The EFT file cannot be built: the transaction type must be FAUF, NFUF, MAP or DOCE (set it or choose an FBI service)',
      'transactionType',
    );
  }
  const [ori] = row.oriId
    ? await db.select({ number: oris.oriNumber }).from(oris).where(eq(oris.id, row.oriId))
    : [];
  const originatingAgency = (ori?.number ?? text(form, 'originatingAgencyIdentifier') ?? '').toUpperCase();
  const stored = await printsOfRecord(db, scope, row);
  const prints: EbtsPrint[] = [];
  for (const print of stored) {
    if (!isFingerCode(print.code)) continue;
    prints.push({
      position: fingerPosition(print.code) as FingerPosition,
      impression: impressionType(print.code),
      image: await blobBytes(db, blobs, print.wsqFileId),
      width: print.width,
      height: print.height,
      ppi: 500,
      compression: 'WSQ20',
      // No nfiq: the device's quality is its own scale (docs/decisions.md), so 14.022 NQM says 254.
      // A score the capture refuses unless forced means the operator forced it: 14.020 COM says so, so whoever
      // reads the file (the FBI, the local channeler) can tell a forced print from a good one.
      ...(print.quality !== null && isRefusedQuality(print.quality)
        ? { comment: FORCE_CAPTURED_COMMENT }
        : {}),
    });
  }
  const missingFingers: EbtsMissingFinger[] = [];
  const parent = row.recaptureReferenceId
    ? await findTransaction(db, scope, row.recaptureReferenceId)
    : undefined;
  for (const annotation of [...(parent?.annotations ?? []), ...row.annotations]) {
    if (
      missingFingers.some(
        (missing) => isFingerCode(annotation.code) && missing.position === fingerPosition(annotation.code),
      )
    )
      continue;
    const code = annotation.color === 'RED' ? missingFingerCode(annotation.reason) : null;
    if (code && isFingerCode(annotation.code) && isRolledFingerCode(annotation.code)) {
      missingFingers.push({
        position: fingerPosition(annotation.code) as EbtsMissingFinger['position'],
        code,
      });
    }
  }
  // 1.010 TCR: the reference the operator typed, else for a recapture the TCN of the transmission it redoes.
  const controlReference =
    text(form, 'transactionControlReference') ?? parent?.transactionControlNumber ?? undefined;
  const height = text(form, 'height');
  const ssn = openSsn(context.secretBox, row.ssnSealed)?.replaceAll('-', '') ?? undefined;
  const citizenship = text(form, 'countryOfCitizenship');
  const residence = [
    text(form, 'addressLine1'),
    text(form, 'addressLine2'),
    text(form, 'city'),
    text(form, 'state'),
    text(form, 'zipCode'),
  ]
    .filter(Boolean)
    .join(', ');
  const photo = row.photoFileId ? await blobBytes(db, blobs, row.photoFileId) : undefined;
  const photoSize = photo ? photoDimensions(photo) : undefined;
  const priority = Number(form['priority']);
  const controlling = text(form, 'controllingAgencyIdentifier')?.toUpperCase();
  return {
    tot,
    date,
    ...(Number.isInteger(priority) && priority >= 1 && priority <= 9 ? { priority } : {}),
    destinationAgency: FBI_DESTINATION,
    originatingAgency,
    controlNumber: controlNumberOf(row, date),
    ...(controlReference ? { controlReference } : {}),
    applicant: {
      lastName: row.lastName,
      firstName: row.firstName,
      ...(text(form, 'middleName') ? { middleName: text(form, 'middleName')! } : {}),
      placeOfBirth: (text(form, 'placeOfBirth') ?? '').toUpperCase(),
      dateOfBirth: text(form, 'dateOfBirth') ?? '',
      sex: (text(form, 'gender') ?? '').toUpperCase().slice(0, 1),
      race: (text(form, 'race') ?? '').toUpperCase().slice(0, 1),
      height: height
        ? { feet: Number(height.slice(0, 1)), inches: Number(height.slice(1)) }
        : { feet: 0, inches: 0 },
      weight: Number(form['weight'] ?? 0),
      eyeColor: (text(form, 'eyeColor') ?? '').toUpperCase().slice(0, 3),
      hairColor: (text(form, 'hairColor') ?? '').toUpperCase().slice(0, 3),
      ...(ssn ? { socialSecurityNumber: ssn } : {}),
      ...(citizenship && citizenship.length === 2 ? { citizenship: [citizenship.toUpperCase()] } : {}),
      ...(residence ? { residence: residence.toUpperCase().slice(0, 120) } : {}),
    },
    reasonFingerprinted: (text(form, 'reason') ?? '').toUpperCase().slice(0, 75),
    ...(text(form, 'originatingAgencyCaseNumber')
      ? { caseNumber: text(form, 'originatingAgencyCaseNumber')! }
      : {}),
    // 2.073 CRI is mandatory: the controlling agency, else the ORI itself (EBTS: both fields carry the same ORI).
    controllingAgencies: [controlling ?? originatingAgency],
    prints,
    missingFingers,
    ...(photo && photoSize
      ? {
          photo: {
            image: photo,
            ...photoSize,
            compression: photo[0] === 0xff ? 'JPEGB' : 'PNG',
          },
        }
      : {}),
  };
}

/** Width and height of a JPEG or PNG (the image-size library reads the header), undefined when unreadable. */
function photoDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
