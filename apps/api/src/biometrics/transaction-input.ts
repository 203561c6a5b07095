import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { locations } from '../db/schema';
import type { FileWriter } from '../files/file-store';
import { fileIdOfUrl } from '../files/file-urls';
import { badRequest } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { ID_FIELDS, isUuid, mergeForm, type BiometricInput } from './biometric-form';
import { findTransaction, type TransactionRow, type TransactionValues } from './biometric-repository';
import { imageOfDataUrl, type ImageField } from './data-url-image';
import { ssnColumns } from '../ssn/ssn-vault';

const IMAGE_COLUMNS = {
  image: 'photoFileId',
  applicantSignature: 'applicantSignatureFileId',
  officerSignature: 'officerSignatureFileId',
} as const satisfies Record<ImageField, keyof TransactionValues>;

export interface InputContext {
  secretBox: SecretBox;
}

async function checkLocation(
  db: Db,
  scope: TenantScope,
  input: BiometricInput,
  existing: TransactionRow | null,
) {
  // A location session always captures at its location; a partner session names one of its locations (or none).
  if (scope.locationId) return scope.locationId;
  if (input.locationId === undefined) return existing?.locationId ?? null;
  if (input.locationId === null || input.locationId === '') return null;
  if (!isUuid(input.locationId)) throw badRequest('locationId must be a location id');
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.partnerId, scope.partnerId), sql`${locations.id}::text = ${input.locationId}`));
  if (!row) throw badRequest('locationId must be a location of this partner');
  return row.id;
}

/**
 * The column values of a create (existing null) or an update, stored photo and signatures included. Fields the
 * input leaves out keep their value. Throws a 400 naming the field for anything it cannot store. The photo
 * and signatures are stored through `files`, so they go with the caller's transaction if it rolls back.
 */
export async function transactionValues(
  context: InputContext,
  db: Db,
  scope: TenantScope,
  input: BiometricInput,
  existing: TransactionRow | null,
  files: FileWriter,
): Promise<TransactionValues> {
  const values: TransactionValues = {
    form: mergeForm(existing?.form ?? {}, input),
    locationId: await checkLocation(db, scope, input, existing),
    // '' clears, the masked form keeps what is stored, an SSN the SSA may have issued is sealed.
    ...ssnColumns(context.secretBox, input.ssn, { keepMasked: true }),
  };
  if (input.firstName !== undefined) values.firstName = input.firstName.trim();
  if (input.lastName !== undefined) values.lastName = input.lastName.trim();
  if (input.email !== undefined)
    values.email = typeof input.email === 'string' && input.email ? input.email : null;
  if (input.residentStatus !== undefined) values.residentStatus = input.residentStatus || null;
  if (input.transactionControlNumber !== undefined) {
    values.transactionControlNumber = input.transactionControlNumber || null;
  }
  for (const field of ID_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      values[field] = null;
      continue;
    }
    if (!isUuid(value)) throw badRequest(`${field} must be an id`);
    values[field] = value.toLowerCase();
  }
  if (values.recaptureReferenceId && values.recaptureReferenceId !== existing?.recaptureReferenceId) {
    const parent = await findTransaction(db, scope, values.recaptureReferenceId);
    if (!parent || parent.id === existing?.id) {
      throw badRequest('recaptureReferenceId must be a transaction of this partner');
    }
  }
  for (const [field, column] of Object.entries(IMAGE_COLUMNS) as [
    ImageField,
    (typeof IMAGE_COLUMNS)[ImageField],
  ][]) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      values[column] = null;
      continue;
    }
    const current = existing?.[column] ?? null;
    const issued = fileIdOfUrl(value);
    if (issued !== null || value.startsWith('/')) {
      // A URL this API answered for the same image keeps it; any other URL is refused.
      if (issued === null || issued !== current) throw badRequest(`${field} must be a base64 data URL`);
      continue;
    }
    const upload = imageOfDataUrl(field, value);
    const stored = await files.store({
      partnerId: scope.partnerId,
      purpose: 'private',
      bytes: upload.bytes,
      contentType: upload.mimeType,
    });
    values[column] = stored.id;
  }
  return values;
}
