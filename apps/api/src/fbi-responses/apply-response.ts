import { biometricStatusChange, errtFingerPosition, type BiometricStatus } from '@ridgeline/domain';
import type { EbtsResponse } from '@ridgeline/nist';
import { and, eq } from 'drizzle-orm';
import { audit } from '../auth/audit';
import type { Db } from '../db/database';
import { biometricTransactions, fbiResponses, locations } from '../db/schema';
import type { SecretBox } from '../secrets/secret-box';

/** What the ledger row of a readable response needs besides the response itself. */
export interface ReceivedFile {
  destinationScope: string;
  fileName: string;
  sha256: string;
  size: number;
}

/** The partner a destination belongs to: the partner of a partner or location scope; none for the system's. */
export async function partnerOfScope(db: Db, scope: string): Promise<string | null> {
  if (scope.startsWith('partner:')) return scope.slice('partner:'.length);
  if (!scope.startsWith('location:')) return null;
  const [row] = await db
    .select({ partnerId: locations.partnerId })
    .from(locations)
    .where(eq(locations.id, scope.slice('location:'.length)));
  return row?.partnerId ?? null;
}

/**
 * Records a readable response and applies it, in one database transaction: the ledger row (the file's name and
 * SHA-256, unique per destination, so a second poll of the same file finds it and applies nothing) and the change
 * of the one transaction of this destination whose TCN the response names. Anything else is left unmatched.
 * Answers the ledger row's id, or null when another poll recorded the same file first.
 */
export async function recordResponse(
  db: Db,
  box: SecretBox,
  file: ReceivedFile,
  response: EbtsResponse,
  now: Date,
): Promise<{ id: string; transactionId: string | null; recaptureRequested: boolean } | null> {
  const scopePartner = await partnerOfScope(db, file.destinationScope);
  return db.transaction(async (tx) => {
    // Only a transaction whose EFT went out through this very destination, and of the destination's partner.
    const [match] = await tx
      .select()
      .from(biometricTransactions)
      .where(
        and(
          eq(biometricTransactions.transactionControlNumber, response.tcr),
          eq(biometricTransactions.eftDestinationScope, file.destinationScope),
          ...(scopePartner === null ? [] : [eq(biometricTransactions.partnerId, scopePartner)]),
        ),
      )
      .limit(1)
      .for('update');
    // The answer the record already holds (the same file under another name) changes nothing.
    const same =
      match !== undefined &&
      match.fbiResponseKind === response.tot &&
      match.fbiResponseDate === response.date &&
      (match.fbiErrorCode ?? null) === (response.errorCode ?? null);
    // Only an ERRT that moves the record asks the applicant back; a later one for a record already there does not.
    const toRecapture =
      match !== undefined &&
      !same &&
      response.tot === 'ERRT' &&
      biometricStatusChange(match.status as BiometricStatus, 'REQUEST_FOR_RECAPTURE', 'fbi-response').ok;
    const [ledger] = await tx
      .insert(fbiResponses)
      .values({
        ...file,
        receivedAt: now,
        kind: response.tot,
        tcr: response.tcr,
        responseDate: response.date,
        errorCode: response.errorCode ?? null,
        errorMessageSealed: response.message === undefined ? null : box.seal(response.message),
        // The domain's rule (number or hand and finger; none when two fingers are named), read now: the message
        // is sealed once stored, and reject analytics groups by this column.
        fingerPosition:
          response.message === undefined ? null : (errtFingerPosition(response.message) ?? null),
        transactionId: match?.id ?? null,
        partnerId: match?.partnerId ?? scopePartner,
        appliedAt: match ? now : null,
        recaptureRequested: toRecapture,
      })
      .onConflictDoNothing()
      .returning({ id: fbiResponses.id });
    if (!ledger) return null;
    if (!match) return { id: ledger.id, transactionId: null, recaptureRequested: false };
    if (same) return { id: ledger.id, transactionId: match.id, recaptureRequested: false };
    // An SRE after an ERRT (or for a record already recaptured) only tells what the FBI did: the status stays.
    await tx
      .update(biometricTransactions)
      .set({
        fbiResponseKind: response.tot,
        fbiResponseDate: response.date,
        fbiErrorCode: response.errorCode ?? null,
        fbiResponseId: ledger.id,
        ...(toRecapture ? { status: 'REQUEST_FOR_RECAPTURE' } : {}),
        updatedAt: now,
      })
      .where(eq(biometricTransactions.id, match.id));
    await audit(tx, {
      area: 'partner',
      actor: null,
      action: 'BIOMETRIC_FBI_RESPONSE_RECEIVED',
      outcome: 'SUCCESS',
      ip: null,
      at: now,
      entityType: 'biometric-transaction',
      entityId: match.id,
      partnerId: match.partnerId,
      details: {
        kind: response.tot,
        responseDate: response.date,
        errorCode: response.errorCode ?? null,
        fileName: file.fileName,
        ...(toRecapture
          ? { before: { status: match.status }, after: { status: 'REQUEST_FOR_RECAPTURE' } }
          : {}),
      },
    });
    return { id: ledger.id, transactionId: match.id, recaptureRequested: toRecapture };
  });
}

/** A file no SRE/ERRT could be read from: its name, size and why, never its bytes (moved to quarantine). */
export async function recordUnreadable(db: Db, file: ReceivedFile, parseError: string, now: Date) {
  const partnerId = await partnerOfScope(db, file.destinationScope);
  const [row] = await db
    .insert(fbiResponses)
    .values({
      ...file,
      receivedAt: now,
      kind: 'UNREADABLE',
      parseError: parseError.slice(0, 1000),
      partnerId,
    })
    .onConflictDoNothing()
    .returning({ id: fbiResponses.id });
  return row ?? null;
}
