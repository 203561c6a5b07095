/**
 * The EFT of a biometric transaction as one pipeline, one module per stage:
 *
 *   build     build.ts      the EBTS description of a stored transaction (form, ORI, product, prints, photo)
 *   validate  validate.ts   checked against the EBTS rules and written as ANSI/NIST-ITL bytes (a 400 naming
 *                           every wrong field)
 *   store     store.ts      the file stored as the transaction's EFT file with its control number, in the
 *                           completion's transaction
 *   send      send.ts       queued on the delivery queue's sftp channel, which transfers it with
 *                           sftp-transfer.ts (exactly once on the server); the outcome comes back to the
 *                           transaction as its transmission result (transmission-result.ts)
 *   receive   (later)       the FBI's response files, when a channeler offers them
 *
 * The routes stay in their resource folders (biometrics/ completes with Generate EFT, eft-files/ sends and
 * downloads) and call these stages; the queue (deliveries/delivery-service.ts) calls the send stage's transfer.
 */
export { controlNumberOf, eftDescription, printsOfRecord, text, type EftContext } from './build';
export { validatedEft } from './validate';
export { storeTransactionEft, type StoredEft } from './store';
export { eftFileName, queueEft, recordTransferOutcomes, transfersOf, type SendContext } from './send';
export {
  PermanentTransferError,
  transferFile,
  transferStoredFile,
  type TransferResult,
} from './sftp-transfer';
export { transmissionResultOf, type TransmissionResult } from './transmission-result';
