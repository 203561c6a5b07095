import type { CaptureTab } from './capture-steps';

export interface CompletionFlags {
  applicantForm: boolean;
  photo: boolean;
  annotation: boolean;
  fingerprint: boolean;
  signature: boolean;
  confirmation: boolean;
  transaction: boolean;
  annotationChanged: boolean;
}

export type CompletionFlag = Exclude<keyof CompletionFlags, 'annotationChanged'>;

export const COMPLETION_FLAG_BY_TAB: Readonly<Record<CaptureTab, CompletionFlag>> = {
  'biometric-transaction-detail': 'transaction',
  applicantForm: 'applicantForm',
  'biometric-photo': 'photo',
  'biometric-annotation': 'annotation',
  'biometric-fingerprint': 'fingerprint',
  'biometric-signature': 'signature',
  'biometric-confirmation': 'confirmation',
};

export function initialCompletionFlags(): CompletionFlags {
  return {
    applicantForm: false,
    photo: false,
    annotation: false,
    fingerprint: false,
    signature: false,
    confirmation: false,
    transaction: false,
    annotationChanged: false,
  };
}

/** Fresh prints supersede whatever annotation change prompted them, so completing fingerprints settles it. */
export function completeTab(flags: CompletionFlags, tab: CaptureTab): CompletionFlags {
  const flag = COMPLETION_FLAG_BY_TAB[tab];
  const completed = { ...flags, [flag]: true };
  return flag === 'fingerprint' ? { ...completed, annotationChanged: false } : completed;
}

/** Reopening the fingerprint step means the annotations changed and the prints must be taken again. */
export function activateFingerprintStep(flags: CompletionFlags): CompletionFlags {
  return { ...flags, annotationChanged: true, fingerprint: false };
}
