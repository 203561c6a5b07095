import { describe, expect, it } from 'vitest';
import { errtFingerPosition, fingerPositionLabel } from './errt-finger-position';

/*
 * Messages in the wording of EBTS Transaction Error (ERRT) messages (EBTS 9.1, Appendix B error messages: a code,
 * then the sentence, naming the finger by its ANSI/NIST position number or by hand and finger). Positions are
 * ANSI/NIST-ITL Table 8: 1 right thumb … 5 right little, 6 left thumb … 10 left little.
 */
describe('errtFingerPosition', () => {
  it.each([
    ['L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 02', 2],
    ['L0116 - FINGER POSITION 2 HAS A SEQUENCE ERROR', 2],
    ['L0117 - PATTERN CLASSIFICATION OF FINGER 07 DOES NOT MATCH', 7],
    ['S0001 - fingerprint quality too low: FGP 10', 10],
    ['L0008 - Low quality on finger no. 4', 4],
    ['L0008 - Low quality on finger #5', 5],
  ])('reads the position number in %j', (message, position) => {
    expect(errtFingerPosition(message)).toBe(position);
  });

  it.each([
    ['L0008 - IMAGE QUALITY TOO LOW, RIGHT INDEX', 2],
    ['L0008 - image quality too low on the right thumb', 1],
    ['L0008 - LEFT LITTLE FINGER UNREADABLE', 10],
    ['L0008 - QUALITY TOO LOW - L. THUMB', 6],
    ['L0008 - quality too low, R ring', 4],
    ['L0008 - quality too low, left pinky', 10],
    ['L0008 - quality too low, left pointer', 7],
  ])('reads hand and finger in %j', (message, position) => {
    expect(errtFingerPosition(message)).toBe(position);
  });

  it('agrees when the number and the name name the same finger', () => {
    expect(errtFingerPosition('L0008 - FINGER 02 (RIGHT INDEX) QUALITY TOO LOW')).toBe(2);
  });

  it('names no finger when the message names two different ones', () => {
    expect(
      errtFingerPosition('L0116 - FINGERS 02 AND 03 OUT OF SEQUENCE: FINGER 02, FINGER 03'),
    ).toBeUndefined();
    expect(errtFingerPosition('L0116 - RIGHT INDEX AND RIGHT MIDDLE ARE SWAPPED')).toBeUndefined();
    expect(
      errtFingerPosition('L0116 - SEQUENCE ERROR: LEFT MIDDLE FINGER APPEARS TO BE LEFT RING'),
    ).toBeUndefined();
  });

  it('names no finger when the message names none or a position outside the rolled fingers', () => {
    expect(errtFingerPosition('E0004 - TRANSACTION CONTROL NUMBER ALREADY USED')).toBeUndefined();
    expect(
      errtFingerPosition('L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED'),
    ).toBeUndefined();
    expect(errtFingerPosition('L0008 - FINGER POSITION 13 (RIGHT FOUR FINGER SLAP) TOO LOW')).toBeUndefined();
    expect(errtFingerPosition('L0008 - FINGER 0 MISSING')).toBeUndefined();
    expect(errtFingerPosition('L0008 - FINGER 123')).toBeUndefined();
  });
});

describe('fingerPositionLabel', () => {
  it('names the hand and the finger of a rolled position', () => {
    expect(fingerPositionLabel(1)).toBe('Right thumb (1)');
    expect(fingerPositionLabel(2)).toBe('Right index (2)');
    expect(fingerPositionLabel(5)).toBe('Right little (5)');
    expect(fingerPositionLabel(6)).toBe('Left thumb (6)');
    expect(fingerPositionLabel(10)).toBe('Left little (10)');
  });
});
