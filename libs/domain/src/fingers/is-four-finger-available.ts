import { FOUR_FINGER_GROUP } from '../finger-codes/hand-finger';
import type { FingerSlot, HandFingers } from './finger-state';

export function isMarked(finger: Pick<FingerSlot, 'red' | 'yellow'>): boolean {
  return finger.red || finger.yellow;
}

/** A hand's four-finger flag holds only when index, middle, ring and pinky are all red or yellow. */
export function isFourFingerAvailable(hand: HandFingers): boolean {
  return FOUR_FINGER_GROUP.every((name) => isMarked(hand[name]));
}

/**
 * The spec names a thumb-stamped availability flag without its rule; it mirrors the four-finger rule for the
 * one finger a stamped thumb covers (see docs/decisions.md).
 */
export function isThumbStampedAvailable(hand: HandFingers): boolean {
  return isMarked(hand.thumb);
}
