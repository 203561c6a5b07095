import { biometricStatusChange, type BiometricStatus } from '@ridgeline/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { updateTransaction, type TransactionRow } from '../biometrics/biometric-repository';
import type { BlobStore } from '../blob-store/blob-store';
import type { Db } from '../db/database';
import { biometricTransactions, deliveries } from '../db/schema';
import type { DeliveryService } from '../deliveries/delivery-service';
import { destinationInForce } from '../delivery-settings/delivery-settings.repository';
import { fileBytes, sha256Hex } from '../files/file-store';
import { badRequest, notFound } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import { transmissionResultOf } from './transmission-result';

/** Statuses whose EFT file may be sent: a completed record, reviewed or not; a failed send may be sent again. */
const SENDABLE: readonly string[] = ['COMPLETED', 'IN_REVIEW'];

export interface SendContext {
  blobs: BlobStore;
  deliveries: DeliveryService;
  now: () => Date;
}

/** The name the EFT file of a transaction carries, on the server and when downloaded. */
export const eftFileName = (row: TransactionRow) => `${row.transactionControlNumber ?? row.id}.eft`;

/**
 * The EFT pipeline's fourth stage, send: queues the stored EFT file of a completed transaction on the delivery
 * queue's sftp channel (which transfers it with `transferStoredFile`), once per file: the same file queued before
 * is sent again only if that attempt failed for good. Nowhere to send it is a setting to fix, not a delivery to
 * retry: refused before anything is queued. Marks the transaction QUEUED; answers the delivery and the digest.
 */
export async function queueEft(
  context: SendContext,
  db: Db,
  scope: TenantScope,
  row: TransactionRow,
): Promise<{ deliveryId: string; digest: string }> {
  if (!row.eftFileId) {
    throw badRequest('This transaction has no EFT file: complete it with Generate EFT first', 'id');
  }
  if (!SENDABLE.includes(row.status)) {
    throw badRequest(`An EFT file is sent from a completed transaction, not from ${row.status}`, 'id');
  }
  const destination = await destinationInForce(db, 'sftp', [
    ...(row.locationId
      ? [{ level: 'location' as const, partnerId: scope.partnerId, locationId: row.locationId }]
      : []),
    { level: 'partner', partnerId: scope.partnerId },
    { level: 'system' },
  ]);
  if (!destination) {
    throw badRequest(
      'No EFT SFTP server is set up and enabled for this location: set its host under Settings, EFT SFTP server',
      'eftSftp.host',
    );
  }
  const stored = await fileBytes(db, context.blobs, row.eftFileId);
  if (!stored) throw notFound('The file is no longer stored');
  const digest = sha256Hex(stored.bytes);
  const queued = await context.deliveries.enqueueFile({
    partnerId: scope.partnerId,
    locationId: row.locationId,
    subjectId: row.id,
    fileName: eftFileName(row),
    blobKey: stored.file.blobKey,
    digest,
  });
  if (!queued.created) {
    const [previous] = await db
      .select({ status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.id, queued.id));
    if (previous?.status === 'sent') throw badRequest('This EFT file has already been transmitted', 'id');
    if (previous?.status === 'failed') await context.deliveries.retry(queued.id, scope.partnerId);
  }
  await updateTransaction(
    db,
    scope,
    row.id,
    { transmissionResult: transmissionResultOf('queued'), transmissionError: null },
    context.now(),
  );
  return { deliveryId: queued.id, digest };
}

/**
 * The queue reports each transfer's outcome outside any request: the transaction learns it here (SENT TO FBI
 * once the file is verified on the server; the error of each failed attempt, FAILED when no retry follows).
 */
export function recordTransferOutcomes(context: SendContext & { db: Db }) {
  const { db } = context;
  context.deliveries.onFileSent(async ({ subjectId, destinationScope }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(biometricTransactions)
        .where(eq(biometricTransactions.id, subjectId))
        .for('update');
      if (!row) return;
      const toSent = biometricStatusChange(row.status as BiometricStatus, 'SENT_TO_FBI', 'transfer').ok;
      await tx
        .update(biometricTransactions)
        .set({
          transmissionResult: transmissionResultOf('sent'),
          transmissionError: null,
          // The FBI's answer comes back through this destination's response folder (issue 28).
          eftDestinationScope: destinationScope,
          ...(toSent ? { status: 'SENT_TO_FBI' } : {}),
          updatedAt: context.now(),
        })
        .where(eq(biometricTransactions.id, row.id));
    });
  });
  context.deliveries.onFileFailed(async ({ subjectId, error, final }) => {
    await db
      .update(biometricTransactions)
      .set({
        transmissionResult: transmissionResultOf(final ? 'failed' : 'retrying'),
        transmissionError: error,
        updatedAt: context.now(),
      })
      .where(eq(biometricTransactions.id, subjectId));
  });
}

/** The transfers of a transaction's EFT files, newest first: each distinct file is one delivery. */
export async function transfersOf(db: Db, scope: TenantScope, transactionId: string) {
  const transfers = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.partnerId, scope.partnerId),
        eq(deliveries.channel, 'sftp'),
        like(deliveries.idempotencyKey, `sftp:${transactionId}:%`),
      ),
    )
    .orderBy(desc(deliveries.createdAt))
    .limit(100);
  return transfers.map((transfer) => ({
    id: transfer.id,
    fileName: transfer.recipient,
    status: transfer.status,
    transmissionResult: transmissionResultOf(transfer.status),
    attempts: transfer.attempts,
    lastError: transfer.lastError,
    createdOn: transfer.createdAt.toISOString(),
    updatedOn: transfer.updatedAt.toISOString(),
    sentOn: transfer.sentAt?.toISOString() ?? null,
  }));
}
