import type { BiometricStatus } from '../statuses/biometric-status';

/**
 * Who moves a transaction from one status to another (docs/decisions.md "Capture: transaction statuses"):
 * - `manual`: an operator through the status-change menu (PUT /biometrics/{id} with a new status);
 * - `completion`: PUT /biometrics/complete at the end of the capture;
 * - `recapture`: the completion of a recapture transaction moves its parent;
 * - `transfer`: a successful EFT transfer (the EFT issue), the only way to SENT_TO_FBI;
 * - `fbi-response`: the FBI's ERRT read from the response folder (issue 28) asks for a recapture of a sent record.
 */
export type BiometricStatusCause = 'manual' | 'completion' | 'recapture' | 'transfer' | 'fbi-response';

type Changes = Readonly<Record<BiometricStatus, readonly BiometricStatus[]>>;

const MANUAL: Changes = {
  IN_PROGRESS: [],
  COMPLETED: ['IN_REVIEW', 'REQUEST_FOR_RECAPTURE'],
  IN_REVIEW: ['COMPLETED', 'REQUEST_FOR_RECAPTURE'],
  SENT_TO_FBI: ['REQUEST_FOR_RECAPTURE'],
  REQUEST_FOR_RECAPTURE: ['COMPLETED'],
  RECAPTURED: [],
};

const BY_CAUSE: Readonly<Record<BiometricStatusCause, Changes>> = {
  manual: MANUAL,
  completion: {
    IN_PROGRESS: ['COMPLETED'],
    COMPLETED: [],
    IN_REVIEW: [],
    SENT_TO_FBI: [],
    REQUEST_FOR_RECAPTURE: [],
    RECAPTURED: [],
  },
  recapture: {
    IN_PROGRESS: [],
    COMPLETED: [],
    IN_REVIEW: [],
    SENT_TO_FBI: [],
    REQUEST_FOR_RECAPTURE: ['RECAPTURED'],
    RECAPTURED: [],
  },
  transfer: {
    IN_PROGRESS: [],
    COMPLETED: ['SENT_TO_FBI'],
    IN_REVIEW: ['SENT_TO_FBI'],
    SENT_TO_FBI: [],
    REQUEST_FOR_RECAPTURE: [],
    RECAPTURED: [],
  },
  // An answer may be read before the transfer's own outcome reached the record (both come from the server).
  'fbi-response': {
    IN_PROGRESS: [],
    COMPLETED: ['REQUEST_FOR_RECAPTURE'],
    IN_REVIEW: ['REQUEST_FOR_RECAPTURE'],
    SENT_TO_FBI: ['REQUEST_FOR_RECAPTURE'],
    REQUEST_FOR_RECAPTURE: [],
    RECAPTURED: [],
  },
};

const WHY_NOT: Partial<Record<BiometricStatus, string>> = {
  IN_PROGRESS: 'A transaction cannot be put back in progress',
  SENT_TO_FBI: 'Only a successful EFT transfer marks a transaction Sent to FBI',
  RECAPTURED: 'A transaction becomes Recaptured only when its recapture is completed',
  COMPLETED: 'A capture in progress is completed through the Confirmation step',
};

export type BiometricStatusChange = { ok: true } | { ok: false; message: string };

/** The statuses `cause` may move a transaction in `from` to. */
export function nextBiometricStatuses(
  from: BiometricStatus,
  cause: BiometricStatusCause,
): readonly BiometricStatus[] {
  return BY_CAUSE[cause][from];
}

/** Whether `cause` may move a transaction from `from` to `to`, with the reason shown when it may not. */
export function biometricStatusChange(
  from: BiometricStatus,
  to: BiometricStatus,
  cause: BiometricStatusCause,
): BiometricStatusChange {
  if (BY_CAUSE[cause][from].includes(to)) return { ok: true };
  const reason =
    cause === 'manual' && from === 'IN_PROGRESS'
      ? WHY_NOT.COMPLETED
      : cause === 'manual'
        ? WHY_NOT[to]
        : undefined;
  return { ok: false, message: reason ?? `A transaction cannot go from ${from} to ${to}` };
}
