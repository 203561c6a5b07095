import type { SecretBox } from '../secrets/secret-box';

/** The FBI's last answer as the record and the list show it (issue 28); null while none came back. */
export interface FbiResponseOut {
  kind: 'SRE' | 'ERRT';
  /** `YYYY-MM-DD`: processed on (SRE) or rejected on (ERRT). */
  date: string | null;
  errorCode: string | null;
  /** ERRT: 2.060 MSG, opened from the ledger for this answer only. */
  message: string | null;
}

export function fbiResponseOut(
  box: SecretBox,
  row: {
    fbiResponseKind: 'SRE' | 'ERRT' | null;
    fbiResponseDate: string | null;
    fbiErrorCode: string | null;
    fbiErrorMessageSealed: string | null;
  },
): FbiResponseOut | null {
  if (row.fbiResponseKind === null) return null;
  return {
    kind: row.fbiResponseKind,
    date: row.fbiResponseDate,
    errorCode: row.fbiErrorCode,
    message: row.fbiErrorMessageSealed ? box.open(row.fbiErrorMessageSealed) : null,
  };
}
