import { describe, expect, it } from 'vitest';
import { FINGER_CODES, isFingerCode, isRolledFingerCode } from './finger-codes';
import { BOTH_THUMBS_POSITION, fingerPosition } from './finger-position';
import { fingerLabel, impressionLabel } from './finger-label';
import {
  FINGER_NAMES,
  FOUR_FINGER_GROUP,
  FINGERS_PER_HAND,
  flatThumbCode,
  fourFingerCode,
  rolledFingerCode,
} from './hand-finger';
import { IMPRESSION_TYPES, impressionType } from './impression-type';

describe('finger codes', () => {
  it('cover ten rolled prints, two stamped thumbs and two four-finger slaps', () => {
    expect(FINGER_CODES).toHaveLength(14);
    expect(new Set(FINGER_CODES).size).toBe(14);
    expect(FINGER_CODES).toEqual(
      expect.arrayContaining([
        'LEFT_LITTLE_ROLL',
        'RIGHT_THUMB_ROLL',
        'LEFT_FOUR_FINGER',
        'RIGHT_FOUR_FINGER',
        'LEFT_THUMB_FLAT',
        'RIGHT_THUMB_FLAT',
      ]),
    );
  });

  it('recognise codes and reject anything else', () => {
    expect(isFingerCode('RIGHT_RING_ROLL')).toBe(true);
    expect(isFingerCode('RIGHT_PINKY_ROLL')).toBe(false);
    expect(isFingerCode(3)).toBe(false);
  });

  it('tell rolled prints from plain impressions', () => {
    expect(isRolledFingerCode('LEFT_INDEX_ROLL')).toBe(true);
    expect(isRolledFingerCode('LEFT_THUMB_FLAT')).toBe(false);
    expect(isRolledFingerCode('LEFT_FOUR_FINGER')).toBe(false);
  });

  it('name the pinky LITTLE, as the card does', () => {
    expect(rolledFingerCode('leftHand', 'pinky')).toBe('LEFT_LITTLE_ROLL');
    expect(rolledFingerCode('rightHand', 'thumb')).toBe('RIGHT_THUMB_ROLL');
    expect(flatThumbCode('rightHand')).toBe('RIGHT_THUMB_FLAT');
    expect(fourFingerCode('leftHand')).toBe('LEFT_FOUR_FINGER');
  });

  it('count five fingers per hand with a four-finger group of index to pinky', () => {
    expect(FINGERS_PER_HAND).toBe(5);
    expect(FINGER_NAMES).toHaveLength(5);
    expect(FOUR_FINGER_GROUP).toEqual(['index', 'middle', 'ring', 'pinky']);
  });
});

describe('ANSI/NIST finger positions', () => {
  it('number rolled fingers 1-10 from the right thumb to the left little finger', () => {
    expect(fingerPosition('RIGHT_THUMB_ROLL')).toBe(1);
    expect(fingerPosition('RIGHT_LITTLE_ROLL')).toBe(5);
    expect(fingerPosition('LEFT_THUMB_ROLL')).toBe(6);
    expect(fingerPosition('LEFT_LITTLE_ROLL')).toBe(10);
  });

  it('number plain thumbs 11-12, four-finger slaps 13-14 and both thumbs 15', () => {
    expect(fingerPosition('RIGHT_THUMB_FLAT')).toBe(11);
    expect(fingerPosition('LEFT_THUMB_FLAT')).toBe(12);
    expect(fingerPosition('RIGHT_FOUR_FINGER')).toBe(13);
    expect(fingerPosition('LEFT_FOUR_FINGER')).toBe(14);
    expect(BOTH_THUMBS_POSITION).toBe(15);
  });

  it('give every code a distinct position', () => {
    expect(new Set(FINGER_CODES.map(fingerPosition)).size).toBe(FINGER_CODES.length);
  });

  it('mark rolled prints live-scan rolled (1) and the rest live-scan plain (0)', () => {
    expect(impressionType('LEFT_RING_ROLL')).toBe(IMPRESSION_TYPES.LIVE_SCAN_ROLLED);
    expect(impressionType('LEFT_RING_ROLL')).toBe(1);
    expect(impressionType('RIGHT_FOUR_FINGER')).toBe(0);
    expect(impressionType('LEFT_THUMB_FLAT')).toBe(0);
  });
});

describe('finger labels', () => {
  it('use the card labels R./L. THUMB ... LITTLE and LEFT/RIGHT FOUR FINGER', () => {
    expect(fingerLabel('RIGHT_THUMB_ROLL')).toBe('R. THUMB');
    expect(fingerLabel('LEFT_LITTLE_ROLL')).toBe('L. LITTLE');
    expect(fingerLabel('RIGHT_MIDDLE_ROLL')).toBe('R. MIDDLE');
    expect(fingerLabel('LEFT_FOUR_FINGER')).toBe('LEFT FOUR FINGER');
    expect(fingerLabel('RIGHT_FOUR_FINGER')).toBe('RIGHT FOUR FINGER');
  });

  it('label a stamped thumb like its rolled print', () => {
    expect(fingerLabel('LEFT_THUMB_FLAT')).toBe(fingerLabel('LEFT_THUMB_ROLL'));
  });

  it('tell a plain thumb from its rolled print where both are listed', () => {
    expect(impressionLabel('LEFT_THUMB_FLAT')).toBe('L. THUMB (flat)');
    expect(impressionLabel('LEFT_THUMB_ROLL')).toBe('L. THUMB');
    expect(impressionLabel('RIGHT_FOUR_FINGER')).toBe('RIGHT FOUR FINGER');
  });
});
