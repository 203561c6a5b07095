export const CAPTURE_STEP_KEYS = [
  'transactionDetail',
  'applicant',
  'photo',
  'annotations',
  'fingerprints',
  'signature',
  'confirmation',
] as const;

export type CaptureStepKey = (typeof CAPTURE_STEP_KEYS)[number];

export type CaptureTab =
  | 'biometric-transaction-detail'
  | 'applicantForm'
  | 'biometric-photo'
  | 'biometric-annotation'
  | 'biometric-fingerprint'
  | 'biometric-signature'
  | 'biometric-confirmation';

export interface CaptureStep {
  index: number;
  key: CaptureStepKey;
  name: string;
  tab: CaptureTab;
}

export const CAPTURE_STEPS: readonly CaptureStep[] = [
  { index: 0, key: 'transactionDetail', name: 'Transaction Detail', tab: 'biometric-transaction-detail' },
  { index: 1, key: 'applicant', name: 'Applicant', tab: 'applicantForm' },
  { index: 2, key: 'photo', name: 'Photo', tab: 'biometric-photo' },
  { index: 3, key: 'annotations', name: 'Annotations', tab: 'biometric-annotation' },
  { index: 4, key: 'fingerprints', name: 'Fingerprints', tab: 'biometric-fingerprint' },
  { index: 5, key: 'signature', name: 'Signature', tab: 'biometric-signature' },
  { index: 6, key: 'confirmation', name: 'Confirmation', tab: 'biometric-confirmation' },
];

export const CAPTURE_STEP_COUNT = CAPTURE_STEPS.length;

/**
 * Zero-based, like the step index kept in session storage. The spec's "index 3" counts from one; the photo is
 * the third step of its own list (see docs/decisions.md).
 */
export const PHOTO_STEP_INDEX = 2;

/** Session-storage key under which the web app keeps the current step index. */
export const NAVIGATION_STEP_STORAGE_KEY = 'navigationStep';

export function captureStepByTab(tab: CaptureTab): CaptureStep {
  const step = CAPTURE_STEPS.find((candidate) => candidate.tab === tab);
  if (!step) throw new RangeError(`Unknown capture tab: ${tab}`);
  return step;
}
