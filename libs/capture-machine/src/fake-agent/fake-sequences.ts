import { ROLLED_FINGER_CODES, fingerLabel, type CaptureType, type FingerCode } from '@ridgeline/domain';
import type { CaptureSequenceItem } from '@ridgeline/device-agent-client';

const handOf = (code: string): 'LEFT' | 'RIGHT' => (code.startsWith('LEFT') ? 'LEFT' : 'RIGHT');

const FOUR_FINGERS: Readonly<Record<'LEFT' | 'RIGHT', FingerCode[]>> = {
  LEFT: ['LEFT_INDEX_ROLL', 'LEFT_MIDDLE_ROLL', 'LEFT_RING_ROLL', 'LEFT_LITTLE_ROLL'],
  RIGHT: ['RIGHT_INDEX_ROLL', 'RIGHT_MIDDLE_ROLL', 'RIGHT_RING_ROLL', 'RIGHT_LITTLE_ROLL'],
};

function item(
  order: number,
  finger: FingerCode,
  kind: CaptureSequenceItem['kind'],
  captureType: CaptureType,
  fingers: FingerCode[],
): CaptureSequenceItem {
  return { order, finger, kind, hand: handOf(finger), fingers, captureType, label: fingerLabel(finger) };
}

/** The plain row, as the agent simulator orders it: both four-finger slaps, then each stamped thumb. */
export const FLAT_SEQUENCE: readonly CaptureSequenceItem[] = [
  item(0, 'RIGHT_FOUR_FINGER', 'FOUR_FINGER', 'FLAT', FOUR_FINGERS.RIGHT),
  item(1, 'LEFT_FOUR_FINGER', 'FOUR_FINGER', 'FLAT', FOUR_FINGERS.LEFT),
  item(2, 'RIGHT_THUMB_FLAT', 'THUMB_STAMP', 'FLAT', ['RIGHT_THUMB_ROLL']),
  item(3, 'LEFT_THUMB_FLAT', 'THUMB_STAMP', 'FLAT', ['LEFT_THUMB_ROLL']),
];

/**
 * Ten rolled prints, thumb to little finger, right hand first (ANSI/NIST positions 1-10), then the plain row,
 * as the simulator answers for ROLL.
 */
export const ROLL_SEQUENCE: readonly CaptureSequenceItem[] = [
  ...ROLLED_FINGER_CODES.map((code, order) => item(order, code, 'SINGLE', 'ROLL', [code])),
  ...FLAT_SEQUENCE.map((plain, index) => ({ ...plain, order: ROLLED_FINGER_CODES.length + index })),
];

export const FAKE_SEQUENCES: Readonly<Record<CaptureType, readonly CaptureSequenceItem[]>> = {
  ROLL: ROLL_SEQUENCE,
  FLAT: FLAT_SEQUENCE,
};
