import type { FlatThumbCode, FourFingerCode, RolledFingerCode } from './finger-codes';

export const HANDS = ['leftHand', 'rightHand'] as const;
export type Hand = (typeof HANDS)[number];

export const FINGER_NAMES = ['thumb', 'index', 'middle', 'ring', 'pinky'] as const;
export type FingerName = (typeof FINGER_NAMES)[number];

/** The fingers a four-finger slap captures together. */
export const FOUR_FINGER_GROUP = ['index', 'middle', 'ring', 'pinky'] as const;
export type FourFingerName = (typeof FOUR_FINGER_GROUP)[number];

export const FINGERS_PER_HAND = FINGER_NAMES.length;

const SIDE: Readonly<Record<Hand, 'LEFT' | 'RIGHT'>> = { leftHand: 'LEFT', rightHand: 'RIGHT' };

// The state model says "pinky" while finger codes and card labels say "LITTLE".
const CODE_FINGER: Readonly<Record<FingerName, 'THUMB' | 'INDEX' | 'MIDDLE' | 'RING' | 'LITTLE'>> = {
  thumb: 'THUMB',
  index: 'INDEX',
  middle: 'MIDDLE',
  ring: 'RING',
  pinky: 'LITTLE',
};

export function rolledFingerCode(hand: Hand, finger: FingerName): RolledFingerCode {
  return `${SIDE[hand]}_${CODE_FINGER[finger]}_ROLL`;
}

export function flatThumbCode(hand: Hand): FlatThumbCode {
  return `${SIDE[hand]}_THUMB_FLAT`;
}

export function fourFingerCode(hand: Hand): FourFingerCode {
  return `${SIDE[hand]}_FOUR_FINGER`;
}
