import type { FingerCode } from '@ridgeline/domain';
import { fingerPattern, type FingerNumber } from './finger-pattern';
import type { FingerContact } from './render-impression';
import { hashSeed } from './seeded-random';

/** The fourteen impressions a ten-print capture takes: the finger codes of libs/domain. */
export type ImpressionCode = FingerCode;

export interface FingerSegment {
  readonly finger: FingerNumber;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface ImpressionLayout {
  readonly width: number;
  readonly height: number;
  readonly contacts: readonly FingerContact[];
  /** Where each finger of a slap lies (ANSI/NIST 14.021), for slaps only. */
  readonly segments: readonly FingerSegment[];
}

/** 500 ppi image sizes: rolled 1.52" x 1.44", plain thumb 1.0" x 1.3", four-finger slap 3.2" x 2.0". */
export const ROLLED_SIZE = { width: 760, height: 720 } as const;
export const THUMB_SIZE = { width: 500, height: 650 } as const;
export const SLAP_SIZE = { width: 1600, height: 1000 } as const;

const DIGITS = ['THUMB', 'INDEX', 'MIDDLE', 'RING', 'LITTLE'] as const;
/** Finger width relative to an index finger. */
const WIDTH_SCALE = [1.12, 1, 1.02, 0.95, 0.82] as const;

function fingerNumber(side: 'RIGHT' | 'LEFT', digit: number): FingerNumber {
  return ((side === 'RIGHT' ? 1 : 6) + digit) as FingerNumber;
}

function parse(code: ImpressionCode): {
  side: 'RIGHT' | 'LEFT';
  digit: number;
  kind: 'ROLL' | 'FLAT' | 'FOUR';
} {
  const [side, digitName, kind] = code.split('_') as ['RIGHT' | 'LEFT', string, string];
  if (digitName === 'FOUR') return { side, digit: -1, kind: 'FOUR' };
  return {
    side,
    digit: DIGITS.indexOf(digitName as (typeof DIGITS)[number]),
    kind: kind === 'ROLL' ? 'ROLL' : 'FLAT',
  };
}

/** The fingers a slap shows, in image order left to right, as on the FD-258 card. */
export function slapFingers(side: 'RIGHT' | 'LEFT'): FingerNumber[] {
  const digits = side === 'RIGHT' ? [1, 2, 3, 4] : [4, 3, 2, 1];
  return digits.map((digit) => fingerNumber(side, digit));
}

function contactFor(
  applicant: string,
  finger: FingerNumber,
  code: ImpressionCode,
  place: Omit<FingerContact, 'pattern' | 'seed'>,
): FingerContact {
  return {
    ...place,
    pattern: fingerPattern(hashSeed(applicant, 'finger', finger), finger),
    seed: hashSeed(applicant, 'contact', code, finger),
  };
}

function boundingBox(contact: FingerContact, width: number, height: number) {
  const cos = Math.cos(contact.angle);
  const sin = Math.sin(contact.angle);
  const halfX = Math.hypot(contact.halfWidth * cos, contact.halfHeight * sin);
  const halfY = Math.hypot(contact.halfWidth * sin, contact.halfHeight * cos);
  return {
    left: Math.max(0, Math.floor(contact.cx - halfX)),
    right: Math.min(width - 1, Math.ceil(contact.cx + halfX)),
    top: Math.max(0, Math.floor(contact.cy - halfY)),
    bottom: Math.min(height - 1, Math.ceil(contact.cy + halfY)),
  };
}

/**
 * Where the fingers of an impression touch the platen. The ridge pattern depends only on (applicant, finger),
 * so a rolled print, its plain thumb and the slap show the same finger; the contact (tilt, pressure, outline)
 * depends on the impression.
 * `absent` lists fingers annotated as missing, which leave a gap in a slap.
 */
export function impressionLayout(
  applicant: string,
  code: ImpressionCode,
  absent: ReadonlySet<FingerNumber> = new Set(),
): ImpressionLayout {
  const { side, digit, kind } = parse(code);
  const jitter = (salt: string, spread: number) =>
    ((hashSeed(applicant, code, salt) / 4294967296) * 2 - 1) * spread;
  /** One finger on a platen of `size`: at its centre, 10 px low, off by up to `spread` px either way. */
  const single = (
    size: { width: number; height: number },
    spread: number,
    place: Omit<FingerContact, 'pattern' | 'seed' | 'cx' | 'cy'>,
  ): ImpressionLayout => ({
    ...size,
    contacts: [
      contactFor(applicant, fingerNumber(side, digit), code, {
        cx: size.width / 2 + jitter('x', spread),
        cy: size.height / 2 + 10 + jitter('y', spread),
        ...place,
      }),
    ],
    segments: [],
  });
  if (kind === 'ROLL') {
    const scale = WIDTH_SCALE[digit] ?? 1;
    return single(ROLLED_SIZE, 12, {
      angle: jitter('angle', 0.06),
      halfWidth: Math.min(340, 305 * scale),
      halfHeight: 318 + jitter('h', 10),
      shape: 'rolled',
    });
  }
  if (kind === 'FLAT') {
    // Thumbs rest tilted towards the other hand.
    const lean = side === 'RIGHT' ? -0.22 : 0.22;
    return single(THUMB_SIZE, 10, {
      angle: lean + jitter('angle', 0.08),
      halfWidth: 178 + jitter('w', 8),
      halfHeight: 262 + jitter('h', 10),
      shape: 'plain',
    });
  }
  // Four-finger slap: distal phalanges along an arc, the whole hand tilted, middle finger highest.
  const lean = side === 'RIGHT' ? 0.32 : -0.32;
  const fingers = slapFingers(side);
  const contacts: FingerContact[] = [];
  const segments: FingerSegment[] = [];
  fingers.forEach((finger, slot) => {
    if (absent.has(finger)) return;
    const d = (finger - 1) % 5;
    const scale = WIDTH_SCALE[d] ?? 1;
    const rise = [0, 0, 120, 70, -70][d] ?? 0;
    const contact = contactFor(applicant, finger, code, {
      cx: 260 + slot * 360 + jitter(`x${finger}`, 15),
      cy: 560 - rise + (side === 'RIGHT' ? slot - 1.5 : 1.5 - slot) * 45 + jitter(`y${finger}`, 12),
      angle: lean + jitter(`a${finger}`, 0.05),
      halfWidth: 150 * scale,
      halfHeight: 245 * (0.85 + 0.15 * scale),
      shape: 'plain',
    });
    contacts.push(contact);
    segments.push({ finger, ...boundingBox(contact, SLAP_SIZE.width, SLAP_SIZE.height) });
  });
  return { ...SLAP_SIZE, contacts, segments };
}
