import type { BiometricStatus } from './biometric-status';

/** §4's transmission results plus QUEUED, which Ridgeline adds for a transfer waiting or retrying (issue 17). */
export type EftTransmissionState = 'QUEUED' | 'SUCCESS' | 'TRANSMITTED' | 'FAILED';

export const EFT_TRANSMISSION_LABELS: Record<EftTransmissionState, string> = {
  QUEUED: 'Queued',
  TRANSMITTED: 'Transmitted',
  SUCCESS: 'Success',
  FAILED: 'Failed',
};

export type EftSending = { allowed: true; action: 'send' | 'resend' } | { allowed: false; reason: string };

/**
 * Whether the operator may send a transaction's EFT file now, and why not: the file is built on completion with
 * Generate EFT and sent from a completed record (reviewed or not); a transfer on its way or done is not sent again,
 * a failed one may be (the API's send-eft enforces the same).
 */
export function eftSending(
  status: BiometricStatus,
  transmission: EftTransmissionState | null,
  hasEftFile: boolean,
): EftSending {
  if (!hasEftFile) return { allowed: false, reason: 'No EFT file: complete the capture with Generate EFT' };
  if (transmission === 'QUEUED') return { allowed: false, reason: 'The EFT file is on its way' };
  if (transmission === 'TRANSMITTED' || transmission === 'SUCCESS' || status === 'SENT_TO_FBI') {
    return { allowed: false, reason: 'The EFT file has been transmitted' };
  }
  if (status !== 'COMPLETED' && status !== 'IN_REVIEW') {
    return { allowed: false, reason: 'An EFT file is sent from a completed transaction' };
  }
  return { allowed: true, action: transmission === 'FAILED' ? 'resend' : 'send' };
}
