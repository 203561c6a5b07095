import type { RolledFingerCode } from './finger-codes';
import { FINGER_NAMES, HANDS, rolledFingerCode, type FingerName, type Hand } from './hand-finger';

export interface HandFinger {
  hand: Hand;
  finger: FingerName;
}

const BY_ROLLED_CODE: ReadonlyMap<string, HandFinger> = new Map(
  HANDS.flatMap((hand) => FINGER_NAMES.map((finger) => [rolledFingerCode(hand, finger), { hand, finger }])),
);

/**
 * The hand and finger of a rolled finger code, the inverse of `rolledFingerCode`; null for slaps, flat thumbs
 * and anything unknown (the agent and the annotation editor speak codes, the finger state hands).
 */
export function fingerOfCode(code: RolledFingerCode | string): HandFinger | null {
  return BY_ROLLED_CODE.get(code) ?? null;
}
