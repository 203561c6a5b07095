import { eq } from 'drizzle-orm';
import { fbiResponses, locations } from '../db/schema';
import { fbiResponseOut } from '../fbi-responses/fbi-response-out';
import type { SecretBox } from '../secrets/secret-box';
import type { TenantScope } from '../http/contract-route';
import { signedFileUrl } from '../files/file-urls';
import type { Db } from '../db/database';
import { maskedSsn } from '../ssn/ssn-vault';
import { formOut } from './biometric-form';
import { fingerprintsOf, type FingerprintRow, type TransactionRow } from './biometric-repository';

export interface OutContext {
  db: Db;
  secret: Uint8Array;
  now: () => Date;
  /** Opens the FBI's ERRT message of the ledger (issue 28). */
  secretBox: SecretBox;
}

const fileUrl = (context: OutContext, fileId: string | null) =>
  fileId ? signedFileUrl(context.secret, fileId, context.now()) : null;

export function fingerprintOut(context: OutContext, row: FingerprintRow) {
  return {
    id: row.id,
    code: row.code,
    wsqImage: '',
    bitmapImage: '',
    width: row.width,
    height: row.height,
    ...(row.quality !== null ? { quality: row.quality } : {}),
    bitmapUrl: fileUrl(context, row.bitmapFileId),
  };
}

/**
 * A transaction's detail: every form field, the SSN only masked, photo and signatures and prints as short-lived
 * file URLs (an <img> opens them without the bearer token).
 */
export async function transactionOut(context: OutContext, scope: TenantScope, row: TransactionRow) {
  const prints = await fingerprintsOf(context.db, scope, row.id);
  const masked = maskedSsn(row.ssnLastFour);
  // The record's times read in its location's zone in a partner session too (issue 27 item 6).
  const [place] = row.locationId
    ? await context.db
        .select({ timeZone: locations.timeZone })
        .from(locations)
        .where(eq(locations.id, row.locationId))
    : [];
  const [ledger] = row.fbiResponseId
    ? await context.db
        .select({ errorMessageSealed: fbiResponses.errorMessageSealed })
        .from(fbiResponses)
        .where(eq(fbiResponses.id, row.fbiResponseId))
    : [];
  return {
    ...formOut(row.form),
    id: row.id,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    residentStatus: row.residentStatus ?? '',
    serviceId: row.serviceId,
    partnerServiceId: row.partnerServiceId,
    locationServiceId: row.locationServiceId,
    oriId: row.oriId,
    appointmentId: row.appointmentId,
    recaptureReferenceId: row.recaptureReferenceId,
    transactionControlNumber: row.transactionControlNumber ?? '',
    partnerId: row.partnerId,
    locationId: row.locationId,
    ssn: masked ?? '',
    ssnMasked: masked,
    image: fileUrl(context, row.photoFileId),
    applicantSignature: fileUrl(context, row.applicantSignatureFileId),
    officerSignature: fileUrl(context, row.officerSignatureFileId),
    applicationPdf: fileUrl(context, row.applicationPdfFileId),
    eftFile: fileUrl(context, row.eftFileId),
    transmissionResult: row.transmissionResult,
    transmissionError: row.transmissionError,
    fbiResponse: fbiResponseOut(context.secretBox, {
      fbiResponseKind: row.fbiResponseKind,
      fbiResponseDate: row.fbiResponseDate,
      fbiErrorCode: row.fbiErrorCode,
      fbiErrorMessageSealed: ledger?.errorMessageSealed ?? null,
    }),
    locationTimeZone: place?.timeZone ?? null,
    fingerprints: prints.map((print) => fingerprintOut(context, print)),
    annotations: row.annotations,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
  };
}
