/**
 * EBTS codes of a finger that cannot be printed (Type-2 AMP): XX amputated, UP unable to print. A red annotation
 * carries one of them as its reason; the words the device agent uses are accepted and stored as the code.
 */
export const MISSING_FINGER_CODES = ['XX', 'UP'] as const;
export type MissingFingerCode = (typeof MISSING_FINGER_CODES)[number];

const ALIASES: Readonly<Record<string, MissingFingerCode>> = {
  XX: 'XX',
  AMPUTATED: 'XX',
  AMPUTATION: 'XX',
  UP: 'UP',
  UNABLE_TO_PRINT: 'UP',
  'UNABLE TO PRINT': 'UP',
};

export const MISSING_FINGER_LABELS: Readonly<Record<MissingFingerCode, string>> = {
  XX: 'Amputated',
  UP: 'Unable to print',
};

/** The EBTS code named by a red annotation's reason, or null when the reason names neither. */
export function missingFingerCode(reason: string | null | undefined): MissingFingerCode | null {
  if (!reason) return null;
  return ALIASES[reason.trim().toUpperCase()] ?? null;
}
