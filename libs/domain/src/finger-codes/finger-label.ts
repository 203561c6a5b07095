import type { FingerCode } from './finger-codes';

/** Labels as printed on the FD-258 card; a plain thumb carries the same label as its rolled print. */
export const FINGER_LABELS: Readonly<Record<FingerCode, string>> = {
  RIGHT_THUMB_ROLL: 'R. THUMB',
  RIGHT_INDEX_ROLL: 'R. INDEX',
  RIGHT_MIDDLE_ROLL: 'R. MIDDLE',
  RIGHT_RING_ROLL: 'R. RING',
  RIGHT_LITTLE_ROLL: 'R. LITTLE',
  LEFT_THUMB_ROLL: 'L. THUMB',
  LEFT_INDEX_ROLL: 'L. INDEX',
  LEFT_MIDDLE_ROLL: 'L. MIDDLE',
  LEFT_RING_ROLL: 'L. RING',
  LEFT_LITTLE_ROLL: 'L. LITTLE',
  RIGHT_THUMB_FLAT: 'R. THUMB',
  LEFT_THUMB_FLAT: 'L. THUMB',
  RIGHT_FOUR_FINGER: 'RIGHT FOUR FINGER',
  LEFT_FOUR_FINGER: 'LEFT FOUR FINGER',
};

export function fingerLabel(code: FingerCode): string {
  return FINGER_LABELS[code];
}

/** An impression's name where rolled and plain prints sit side by side: a plain thumb says `(flat)`. */
export function impressionLabel(code: FingerCode): string {
  return code.endsWith('_FLAT') ? `${FINGER_LABELS[code]} (flat)` : FINGER_LABELS[code];
}
