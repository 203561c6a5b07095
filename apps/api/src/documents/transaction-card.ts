import {
  defaultPrinterConfig,
  fingerPosition,
  isFingerCode,
  missingFingerCode,
  type BarcodeType,
} from '@ridgeline/domain';
import { decodeWsq } from '@ridgeline/nist';
import { eq } from 'drizzle-orm';
import type { TransactionRow } from '../biometrics/biometric-repository';
import { oris } from '../db/schema';
import { fileBytes } from '../files/file-store';
import type { Fd258CardInput } from './fd258-card';
import type { TenantScope } from '../http/contract-route';
import { controlNumberOf, printsOfRecord, text, type EftContext } from '../eft';
import { openSsn } from '../ssn/ssn-vault';

async function bytesOf(context: EftContext, fileId: string | null): Promise<Buffer | undefined> {
  return fileId ? (await fileBytes(context.db, context.blobs, fileId))?.bytes : undefined;
}

/**
 * The FD-258 card of a stored transaction: its applicant fields, its prints decoded from their WSQ (the exact
 * pixels the EFT carries), its annotations, signatures and the printer settings it was completed with.
 */
export async function cardOfTransaction(
  context: EftContext,
  scope: TenantScope,
  row: TransactionRow,
  barcodeType: BarcodeType,
): Promise<Fd258CardInput> {
  const form = row.form;
  const prints: Fd258CardInput['prints'][number][] = [];
  for (const print of await printsOfRecord(context.db, scope, row)) {
    if (!isFingerCode(print.code)) continue;
    const wsq = await bytesOf(context, print.wsqFileId);
    if (!wsq) continue;
    const image = decodeWsq(wsq);
    prints.push({ position: fingerPosition(print.code), image });
  }
  const missingFingers = row.annotations.flatMap((annotation) => {
    const code = annotation.color === 'RED' ? missingFingerCode(annotation.reason) : null;
    return code && isFingerCode(annotation.code) ? [{ position: fingerPosition(annotation.code), code }] : [];
  });
  const [ori] = row.oriId
    ? await context.db.select({ number: oris.oriNumber }).from(oris).where(eq(oris.id, row.oriId))
    : [];
  const date = (row.completion?.completedAt ?? row.createdAt.toISOString()).slice(0, 10);
  const ssn = openSsn(context.secretBox, row.ssnSealed) ?? undefined;
  const {
    completedAt: _completedAt,
    generateEft: _generateEft,
    printerInfo: _printerInfo,
    ...printer
  } = row.completion ?? { completedAt: '', generateEft: false };
  return {
    applicant: {
      lastName: row.lastName,
      firstName: row.firstName,
      middleName: text(form, 'middleName'),
      dateOfBirth: text(form, 'dateOfBirth') ?? '',
      placeOfBirth: text(form, 'placeOfBirth') ?? '',
      citizenship: text(form, 'countryOfCitizenship'),
      sex: text(form, 'gender') ?? '',
      race: text(form, 'race') ?? '',
      height: text(form, 'height') ?? '',
      weight: form['weight'] == null ? '' : String(form['weight']),
      eyeColor: text(form, 'eyeColor') ?? '',
      hairColor: text(form, 'hairColor') ?? '',
      socialSecurityNumber: ssn,
      residence: [text(form, 'addressLine1'), text(form, 'city'), text(form, 'state'), text(form, 'zipCode')]
        .filter(Boolean)
        .join(', '),
    },
    originatingAgency: ori?.number ?? text(form, 'originatingAgencyIdentifier') ?? '',
    reasonFingerprinted: text(form, 'reason') ?? '',
    dateFingerprinted: date,
    controlNumber: controlNumberOf(row, date),
    barcodeType,
    prints,
    missingFingers,
    signatures: {
      applicant: await bytesOf(context, row.applicantSignatureFileId),
      official: await bytesOf(context, row.officerSignatureFileId),
    },
    printer: { ...defaultPrinterConfig(), ...printer },
  };
}
