import type { FingerCode } from './finger-codes';

/**
 * ANSI/NIST-ITL finger position codes (Table 8 of ANSI/NIST-ITL 1-2011): 1-10 rolled fingers, 11-12 plain
 * thumbs, 13-14 four-finger slaps, 15 both thumbs taken together.
 */
export const FINGER_POSITIONS: Readonly<Record<FingerCode, number>> = {
  RIGHT_THUMB_ROLL: 1,
  RIGHT_INDEX_ROLL: 2,
  RIGHT_MIDDLE_ROLL: 3,
  RIGHT_RING_ROLL: 4,
  RIGHT_LITTLE_ROLL: 5,
  LEFT_THUMB_ROLL: 6,
  LEFT_INDEX_ROLL: 7,
  LEFT_MIDDLE_ROLL: 8,
  LEFT_RING_ROLL: 9,
  LEFT_LITTLE_ROLL: 10,
  RIGHT_THUMB_FLAT: 11,
  LEFT_THUMB_FLAT: 12,
  RIGHT_FOUR_FINGER: 13,
  LEFT_FOUR_FINGER: 14,
};

/** Position 15 has no capture code of its own: the capture flow takes thumbs one hand at a time. */
export const BOTH_THUMBS_POSITION = 15;

export function fingerPosition(code: FingerCode): number {
  return FINGER_POSITIONS[code];
}
