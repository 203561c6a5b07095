import { describe, expect, it } from 'vitest';
import { ROLLED_FINGER_CODES } from './finger-codes';
import { fingerOfCode } from './finger-of-code';
import { FINGER_NAMES, HANDS, rolledFingerCode } from './hand-finger';

describe('fingerOfCode', () => {
  it('inverts rolledFingerCode for all ten fingers', () => {
    for (const hand of HANDS) {
      for (const finger of FINGER_NAMES) {
        expect(fingerOfCode(rolledFingerCode(hand, finger))).toEqual({ hand, finger });
      }
    }
    expect(ROLLED_FINGER_CODES.map((code) => fingerOfCode(code)).filter(Boolean)).toHaveLength(10);
  });

  it('knows the little finger as the pinky', () => {
    expect(fingerOfCode('LEFT_LITTLE_ROLL')).toEqual({ hand: 'leftHand', finger: 'pinky' });
    expect(fingerOfCode('RIGHT_THUMB_ROLL')).toEqual({ hand: 'rightHand', finger: 'thumb' });
  });

  it('answers null for slaps, flat thumbs and unknown codes', () => {
    for (const code of ['LEFT_FOUR_FINGER', 'RIGHT_THUMB_FLAT', 'LEFT_PINKY_ROLL', '']) {
      expect(fingerOfCode(code)).toBeNull();
    }
  });
});
