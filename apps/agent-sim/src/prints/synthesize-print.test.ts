import { describe, expect, it } from 'vitest';
import { decodeWsq } from '@ridgeline/nist';
import { fingerPattern, type FingerNumber, type PatternClass } from './finger-pattern';
import { impressionLayout, slapFingers } from './impression-layout';
import { measureQuality } from './print-quality';
import { hashSeed } from './seeded-random';
import { synthesizePrint, type SynthesizedPrint } from './synthesize-print';

const cache = new Map<string, SynthesizedPrint>();
function print(applicant: string, code: Parameters<typeof synthesizePrint>[1], degraded = false) {
  const key = `${applicant}/${code}/${degraded}`;
  let found = cache.get(key);
  if (!found) {
    found = synthesizePrint(applicant, code, { degraded });
    cache.set(key, found);
  }
  return found;
}

/** Columns of the middle third of the image that hold ridge pixels. */
function inkedWidth(p: SynthesizedPrint): number {
  let columns = 0;
  for (let x = 0; x < p.width; x++) {
    let dark = 0;
    for (let y = Math.floor(p.height / 3); y < (2 * p.height) / 3; y++)
      if ((p.pixels[y * p.width + x] ?? 255) < 150) dark++;
    if (dark > 10) columns++;
  }
  return columns;
}

/** Orientation (degrees from vertical) of the long axis of the dark pixels inside a box. */
function tilt(
  p: SynthesizedPrint,
  box: { left: number; right: number; top: number; bottom: number },
): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      if ((p.pixels[y * p.width + x] ?? 255) >= 200) continue;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
  }
  const mx = sx / n;
  const my = sy / n;
  const cxx = sxx / n - mx * mx;
  const cyy = syy / n - my * my;
  const cxy = sxy / n - mx * my;
  const fromVertical = (0.5 * Math.atan2(2 * cxy, cxx - cyy) * 180) / Math.PI - 90;
  return fromVertical < -90 ? fromVertical + 180 : fromVertical;
}

describe('synthetic prints', () => {
  it('encode WSQ that decodes to the size the print claims, at 500 ppi', () => {
    for (const code of ['RIGHT_INDEX_ROLL', 'LEFT_THUMB_FLAT', 'RIGHT_FOUR_FINGER'] as const) {
      const p = print('applicant-7', code);
      const decoded = decodeWsq(p.wsq);
      expect([decoded.width, decoded.height, decoded.ppi]).toEqual([p.width, p.height, 500]);
      expect(decoded.pixels).toHaveLength(p.width * p.height);
    }
  });

  it('are the same bytes for the same applicant and finger, and differ between applicants', () => {
    const first = synthesizePrint('applicant-7', 'LEFT_THUMB_FLAT');
    expect(first.wsq).toEqual(print('applicant-7', 'LEFT_THUMB_FLAT').wsq);
    expect(print('applicant-8', 'LEFT_THUMB_FLAT').pixels).not.toEqual(first.pixels);
  });

  it('show the same finger in its rolled print and in its slap', () => {
    const rolled = impressionLayout('applicant-7', 'RIGHT_INDEX_ROLL').contacts[0];
    const slap = impressionLayout('applicant-7', 'RIGHT_FOUR_FINGER').contacts[
      slapFingers('RIGHT').indexOf(2)
    ];
    expect(slap?.pattern).toEqual(rolled?.pattern);
    expect(slap?.seed).not.toBe(rolled?.seed);
  });

  it('make rolled prints wider than plain ones', () => {
    expect(inkedWidth(print('applicant-7', 'LEFT_THUMB_ROLL'))).toBeGreaterThan(
      1.4 * inkedWidth(print('applicant-7', 'LEFT_THUMB_FLAT')),
    );
  });

  it('show four distal phalanges side by side and tilted in a slap', () => {
    const slap = print('applicant-7', 'RIGHT_FOUR_FINGER');
    expect(slap.segments.map((segment) => segment.finger)).toEqual([2, 3, 4, 5]);
    slap.segments.slice(1).forEach((segment, i) => {
      expect(segment.left).toBeGreaterThan(slap.segments[i]?.left ?? Infinity);
    });
    for (const segment of slap.segments) {
      const degrees = tilt(slap, segment);
      expect(Math.abs(degrees)).toBeGreaterThan(8);
      expect(Math.abs(degrees)).toBeLessThan(35);
    }
  });

  it('leave a missing finger out of its slap', () => {
    const layout = impressionLayout('applicant-7', 'LEFT_FOUR_FINGER', new Set<FingerNumber>([10]));
    expect(layout.contacts).toHaveLength(3);
    expect(layout.segments.map((segment) => segment.finger)).toEqual([9, 8, 7]);
  });

  it('score from 1 to 5 from their pixels, clean ones well and degraded ones worse', () => {
    for (const code of ['RIGHT_MIDDLE_ROLL', 'RIGHT_THUMB_FLAT', 'LEFT_FOUR_FINGER'] as const) {
      const clean = print('applicant-7', code).quality;
      const degraded = print('applicant-7', code, true).quality;
      expect(clean.score).toBeLessThanOrEqual(2);
      expect(degraded.score).toBeGreaterThan(clean.score);
      expect(degraded.clarity).toBeLessThan(clean.clarity);
    }
  });

  it('score an empty platen 5', () => {
    const white = new Uint8Array(500 * 500).fill(250);
    expect(measureQuality(white, 500, 500, 0.4).score).toBe(5);
  });
});

describe('ridge patterns', () => {
  const patterns = Array.from({ length: 300 }, (_, i) => {
    const finger = ((i % 10) + 1) as FingerNumber;
    return fingerPattern(hashSeed(`applicant-${i}`, 'finger', finger), finger);
  });

  it('come in the classes of real fingers, loops first', () => {
    const counts = new Map<PatternClass, number>();
    for (const p of patterns) counts.set(p.patternClass, (counts.get(p.patternClass) ?? 0) + 1);
    const loops = (counts.get('LEFT_LOOP') ?? 0) + (counts.get('RIGHT_LOOP') ?? 0);
    expect(loops / patterns.length).toBeGreaterThan(0.45);
    expect(counts.get('WHORL') ?? 0).toBeGreaterThan(30);
    expect((counts.get('ARCH') ?? 0) + (counts.get('TENTED_ARCH') ?? 0)).toBeGreaterThan(5);
  });

  it('put one core and one delta in a loop, a centre and two deltas in a whorl, none in a plain arch', () => {
    const kinds = (c: PatternClass) =>
      patterns
        .filter((p) => p.patternClass === c)
        .map((p) =>
          p.singularities
            .map((s) => s.kind)
            .sort()
            .join(','),
        );
    expect(new Set(kinds('LEFT_LOOP'))).toEqual(new Set(['core,delta']));
    expect(new Set(kinds('WHORL'))).toEqual(new Set(['delta,delta,whorl']));
    expect(new Set(kinds('ARCH'))).toEqual(new Set(['']));
  });

  it('carry dozens of minutiae', () => {
    for (const p of patterns.slice(0, 20)) expect(p.minutiae.length * 2).toBeGreaterThanOrEqual(40);
  });
});
