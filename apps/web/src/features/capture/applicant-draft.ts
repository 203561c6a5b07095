import type { ApplicantFormValues } from '@ridgeline/domain';

/**
 * The applicant-info entry of §4: the Applicant form's unsaved values, kept in local storage so a reload or a
 * crash does not lose what the operator typed. Setting the applicant info (a successful save) removes it.
 */
export const APPLICANT_INFO_STORAGE_KEY = 'ridgeline.applicantInfo';

interface StoredDraft {
  transactionId: string;
  values: ApplicantFormValues;
}

export function readApplicantDraft(transactionId: string): ApplicantFormValues | null {
  try {
    const raw = localStorage.getItem(APPLICANT_INFO_STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return draft.transactionId === transactionId ? draft.values : null;
  } catch {
    return null;
  }
}

export function writeApplicantDraft(transactionId: string, values: ApplicantFormValues): void {
  // The SSN never rests in local storage.
  const draft: StoredDraft = { transactionId, values: { ...values, ssn: '' } };
  try {
    localStorage.setItem(APPLICANT_INFO_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft.
  }
}

export function removeApplicantDraft(): void {
  localStorage.removeItem(APPLICANT_INFO_STORAGE_KEY);
}
