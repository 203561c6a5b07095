import { encodeEbtsResponse, printQualityError, readEbtsResponse } from '@ridgeline/nist';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { biometricTransactions, fbiResponses, oris } from '../db/schema';
import { scopeKey } from '../delivery-settings/delivery-settings.repository';
import { FBI_DESTINATION } from '../eft/build';
import { recordResponse } from '../fbi-responses/apply-response';
import { sha256Hex } from '../files/file-store';
import type { SecretBox } from '../secrets/secret-box';

/** The print the demo's rejected applicant was force-captured on: the right middle finger, EBTS position 3. */
export const DEMO_FORCED_PRINT = { code: 'RIGHT_MIDDLE_ROLL', position: 3, quality: 5 } as const;

const hour = 60 * 60 * 1000;

/**
 * The first half of the demo's rejected transmission: each demo record asked for recapture (one per demo partner,
 * with a force-captured print) is put back where its history starts, sent to the FBI through its partner's EFT
 * destination (the local channeler) two hours after its capture. seedDemoTransfers then writes its transfer as
 * the queue would; answerDemoRejections applies the channeler's ERRT. Answers the ids of the records it sent.
 */
export async function sendDemoRejections(db: Db): Promise<string[]> {
  const asked = await db
    .select()
    .from(biometricTransactions)
    .where(
      and(
        eq(biometricTransactions.status, 'REQUEST_FOR_RECAPTURE'),
        isNotNull(biometricTransactions.eftFileId),
        isNull(biometricTransactions.fbiResponseId),
        isNull(biometricTransactions.recaptureReferenceId),
      ),
    );
  for (const row of asked) {
    await db
      .update(biometricTransactions)
      .set({
        status: 'SENT_TO_FBI',
        eftDestinationScope: scopeKey({ level: 'partner', partnerId: row.partnerId }),
        updatedAt: new Date(row.createdAt.getTime() + 2 * hour),
      })
      .where(eq(biometricTransactions.id, row.id));
  }
  return asked.map((row) => row.id);
}

/**
 * The second half: the ERRT the local channeler writes for a transmission with a force-captured print (EBTS's
 * print-quality message naming finger 03), dated the day after the send, read with libs/nist and applied by the
 * same code as a poll (`recordResponse`: ledger row, REQUEST_FOR_RECAPTURE, the FBI's answer on the record, the
 * audit entry), its ledger row settled as the poll settles it once the file is moved on the server. The applicant
 * and location e-mails of that day are history: none is queued now.
 */
export async function answerDemoRejections(db: Db, box: SecretBox, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const sent = await db
    .select({ row: biometricTransactions, ori: oris.oriNumber })
    .from(biometricTransactions)
    .leftJoin(oris, eq(oris.id, biometricTransactions.oriId))
    .where(
      and(
        inArray(biometricTransactions.id, [...ids]),
        eq(biometricTransactions.status, 'SENT_TO_FBI'),
        isNotNull(biometricTransactions.eftDestinationScope),
        isNotNull(biometricTransactions.transactionControlNumber),
      ),
    );
  let answered = 0;
  for (const { row, ori } of sent) {
    const tcn = row.transactionControlNumber;
    const destinationScope = row.eftDestinationScope;
    if (!tcn || !destinationScope) continue;
    const receivedAt = new Date(row.updatedAt.getTime() + 24 * hour);
    const date = receivedAt.toISOString().slice(0, 10);
    const bytes = encodeEbtsResponse({
      tot: 'ERRT',
      controlNumber: `WV${date.replaceAll('-', '')}${row.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
      controlReference: tcn,
      date,
      destinationAgency: ori ?? FBI_DESTINATION,
      originatingAgency: FBI_DESTINATION,
      messages: [printQualityError(DEMO_FORCED_PRINT.position)],
    });
    const file = {
      destinationScope,
      fileName: `${tcn}.ERRT.eft`,
      sha256: sha256Hex(bytes),
      size: bytes.byteLength,
    };
    const recorded = await recordResponse(db, box, file, readEbtsResponse(bytes), receivedAt);
    if (!recorded) continue;
    await db.update(fbiResponses).set({ settledAt: receivedAt }).where(eq(fbiResponses.id, recorded.id));
    answered += 1;
  }
  return answered;
}
