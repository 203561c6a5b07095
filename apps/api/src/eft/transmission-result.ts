/** The contract's TransmissionResult. */
export type TransmissionResult = 'QUEUED' | 'TRANSMITTED' | 'SUCCESS' | 'FAILED';

/**
 * The one mapping from the delivery queue's states to a transaction's transmission result (docs/decisions.md
 * "EFT transmission"): queued or retrying is QUEUED; sent (the file verified on the server under its final name) is
 * TRANSMITTED; failed (retries exhausted or a permanent refusal) is FAILED. SUCCESS is kept for the receiving side's
 * acknowledgement read back from the server, which no SFTP channeler offers Ridgeline today, so it is never set.
 */
export function transmissionResultOf(status: 'queued' | 'retrying' | 'sent' | 'failed'): TransmissionResult {
  if (status === 'sent') return 'TRANSMITTED';
  if (status === 'failed') return 'FAILED';
  return 'QUEUED';
}
