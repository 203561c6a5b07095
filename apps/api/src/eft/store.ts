import { updateTransaction, type TransactionRow } from '../biometrics/biometric-repository';
import type { Db } from '../db/database';
import type { FileWriter } from '../files/file-store';
import type { TenantScope } from '../http/contract-route';
import { eftDescription, type EftContext } from './build';
import { validatedEft } from './validate';

export interface StoredEft {
  fileId: string;
  controlNumber: string;
  /** SHA-256 of the file, hex: what the send stage queues it with. */
  digest: string;
}

/**
 * The EFT pipeline's third stage, store: builds the EFT file of a completed transaction, validates it and stores it
 * as the transaction's EFT file with its control number, through `files` (call inside the completion's
 * transaction, so a rule failure or a rollback leaves nothing stored).
 */
export async function storeTransactionEft(
  context: EftContext,
  db: Db,
  files: FileWriter,
  scope: TenantScope,
  row: TransactionRow,
): Promise<StoredEft> {
  const description = await eftDescription({ ...context, db }, scope, row);
  const bytes = validatedEft(description);
  const file = await files.store({
    partnerId: scope.partnerId,
    purpose: 'private',
    bytes,
    contentType: 'application/octet-stream',
  });
  await updateTransaction(
    db,
    scope,
    row.id,
    { eftFileId: file.id, transactionControlNumber: description.controlNumber, transmissionResult: null },
    row.updatedAt,
  );
  return { fileId: file.id, controlNumber: description.controlNumber, digest: file.sha256 };
}
