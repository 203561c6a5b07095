export const BIOMETRIC_STATUSES = [
  'COMPLETED',
  'IN_PROGRESS',
  'IN_REVIEW',
  'SENT_TO_FBI',
  'RECAPTURED',
  'REQUEST_FOR_RECAPTURE',
] as const;
export type BiometricStatus = (typeof BIOMETRIC_STATUSES)[number];

export const BIOMETRIC_STATUS_LABELS: Readonly<Record<BiometricStatus, string>> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  SENT_TO_FBI: 'Sent to FBI',
  RECAPTURED: 'Recaptured',
  REQUEST_FOR_RECAPTURE: 'Request For Recapture',
};

export type BiometricStatusFilter = BiometricStatus | 'ALL';

export interface StatusOption<T extends string> {
  value: T;
  label: string;
}

export const BIOMETRIC_STATUS_FILTERS: readonly StatusOption<BiometricStatusFilter>[] = [
  { value: 'ALL', label: 'All' },
  ...BIOMETRIC_STATUSES.map((value) => ({ value, label: BIOMETRIC_STATUS_LABELS[value] })),
];

/** A record cannot be put back in progress by hand, and "All" is a filter, not a status. */
export const CHANGE_STATUS_OPTIONS: readonly StatusOption<BiometricStatus>[] = BIOMETRIC_STATUSES.filter(
  (value) => value !== 'IN_PROGRESS',
).map((value) => ({ value, label: BIOMETRIC_STATUS_LABELS[value] }));

export function isBiometricStatus(value: unknown): value is BiometricStatus {
  return typeof value === 'string' && (BIOMETRIC_STATUSES as readonly string[]).includes(value);
}
