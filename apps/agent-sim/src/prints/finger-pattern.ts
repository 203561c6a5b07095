import { SeededRandom } from './seeded-random';

export type PatternClass = 'ARCH' | 'TENTED_ARCH' | 'LEFT_LOOP' | 'RIGHT_LOOP' | 'WHORL';

/**
 * An orientation singularity of the ridge flow: a loop core (index +1/2), a delta (-1/2) or the centre of a
 * whorl (+1, the two cores of a whorl taken together).
 */
export interface Singularity {
  readonly x: number;
  readonly y: number;
  readonly kind: 'core' | 'delta' | 'whorl';
  /**
   * Side (+1 right, -1 left) of the horizontal ray along which the rendered phase switches branch around a
   * core or delta; the renderer integrates outwards from a column that keeps every ray on its own side.
   */
  readonly cut: 1 | -1;
}

/**
 * Two minutiae of opposite polarity (Larkin and Fletcher's spiral phases of winding +1 and -1): a ridge that
 * ends and another that starts, a short ridge, a bifurcation and its closing, an island. Their phase
 * p * arg((z - a) / (z - b)) fades away from the pair, so it can be windowed to stay local.
 */
export interface MinutiaPair {
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  readonly polarity: 1 | -1;
  /** Beyond this distance from the pair's midpoint the phase is windowed to zero. */
  readonly reach: number;
}

/**
 * The friction-ridge pattern of one physical finger, in pixels at 500 ppi around the centre of the pad
 * (y grows towards the base of the finger). Every impression of that finger is rendered from it.
 */
export interface FingerPattern {
  readonly patternClass: PatternClass;
  readonly singularities: readonly Singularity[];
  readonly minutiae: readonly MinutiaPair[];
  /** Ridge period in pixels (about 0.45 mm). */
  readonly period: number;
  /** How far the ridges over the pattern bulge towards the finger tip, in pixels. */
  readonly archHeight: number;
  readonly archWidth: number;
  readonly phaseOffset: number;
  /** Spiral arms of a whorl centre: 0 concentric, +1/-1 a single spiralling ridge. */
  readonly whorlTurns: -1 | 0 | 1;
}

/** ANSI/NIST finger positions: 1-5 right thumb..little, 6-10 left thumb..little. */
export type FingerNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

const MINUTIA_RADIUS = 390;
const PAIR_COUNT = 70;
/**
 * Minutiae keep off the rows of loop cores and deltas: the phase field mends its branch cuts there with a
 * constant correction, which a spiral phase reaching the cut would break.
 */
const CUT_CLEARANCE = 30;

function chooseClass(random: SeededRandom, finger: FingerNumber): PatternClass {
  const right = finger <= 5;
  const digit = (finger - 1) % 5;
  // Rough population frequencies: loops most common, whorls on thumbs and ring fingers, arches on index fingers.
  const whorl = digit === 0 || digit === 3 ? 0.4 : 0.25;
  const arch = digit === 1 ? 0.1 : 0.04;
  const draw = random.next();
  if (draw < arch) return 'ARCH';
  if (draw < arch * 2) return 'TENTED_ARCH';
  if (draw < arch * 2 + whorl) return 'WHORL';
  // Ulnar loops (opening towards the little finger) outnumber radial ones about ten to one.
  const ulnar = random.next() < 0.9;
  return right === ulnar ? 'RIGHT_LOOP' : 'LEFT_LOOP';
}

function singularitiesOf(random: SeededRandom, patternClass: PatternClass): Singularity[] {
  const coreY = random.range(-70, -20);
  switch (patternClass) {
    case 'ARCH':
      return [];
    case 'TENTED_ARCH': {
      const x = random.range(-15, 15);
      const cut = random.sign();
      return [
        { x, y: coreY, kind: 'core', cut },
        { x: x + random.range(-6, 6), y: coreY + random.range(55, 75), kind: 'delta', cut },
      ];
    }
    case 'WHORL': {
      const x = random.range(-20, 20);
      const deltaY = coreY + random.range(130, 170);
      return [
        { x, y: coreY, kind: 'whorl', cut: 1 },
        { x: x - random.range(150, 190), y: deltaY + random.range(-15, 15), kind: 'delta', cut: -1 },
        { x: x + random.range(150, 190), y: deltaY + random.range(-15, 15), kind: 'delta', cut: 1 },
      ];
    }
    case 'LEFT_LOOP':
    case 'RIGHT_LOOP': {
      // A loop opens away from its delta.
      const deltaSide = patternClass === 'LEFT_LOOP' ? 1 : -1;
      const x = random.range(-25, 25);
      const cut = deltaSide === 1 ? -1 : 1;
      return [
        { x, y: coreY, kind: 'core', cut },
        {
          x: x + deltaSide * random.range(120, 165),
          y: coreY + random.range(105, 145),
          kind: 'delta',
          cut: deltaSide,
        },
      ];
    }
  }
}

function minutiaeOf(random: SeededRandom, singularities: readonly Singularity[]): MinutiaPair[] {
  const pairs: MinutiaPair[] = [];
  for (let attempt = 0; attempt < PAIR_COUNT * 30 && pairs.length < PAIR_COUNT; attempt++) {
    const angle = random.range(0, 2 * Math.PI);
    const radius = MINUTIA_RADIUS * Math.sqrt(random.next());
    const x = radius * Math.cos(angle);
    const y = radius * Math.sin(angle) * 1.05;
    const separation = random.range(18, 60);
    const heading = random.range(0, 2 * Math.PI);
    const reach = 2 * separation + 12;
    const clear =
      pairs.every(
        (m) => Math.hypot((m.ax + m.bx) / 2 - x, (m.ay + m.by) / 2 - y) > 0.7 * (m.reach + reach),
      ) &&
      singularities.every((s) => {
        const distance = Math.hypot(s.x - x, s.y - y);
        if (distance < reach + 20) return false;
        if (s.kind === 'whorl') return true;
        // Keep the window off the ray where the cut lies.
        return Math.abs(s.y - y) > reach + CUT_CLEARANCE || (x - s.x) * s.cut < -(reach + 20);
      });
    if (!clear) continue;
    const dx = (separation / 2) * Math.cos(heading);
    const dy = (separation / 2) * Math.sin(heading);
    pairs.push({ ax: x - dx, ay: y - dy, bx: x + dx, by: y + dy, polarity: random.sign(), reach });
  }
  return pairs;
}

/** The ridge pattern of a physical finger; the same seed always yields the same finger. */
export function fingerPattern(seed: number, finger: FingerNumber): FingerPattern {
  const random = new SeededRandom(seed);
  const patternClass = chooseClass(random, finger);
  const singularities = singularitiesOf(random, patternClass);
  const digit = (finger - 1) % 5;
  return {
    patternClass,
    singularities,
    minutiae: minutiaeOf(random, singularities),
    period: random.range(8.6, 10.2) * (digit === 4 ? 0.92 : 1),
    archHeight: patternClass === 'ARCH' ? random.range(70, 110) : random.range(25, 45),
    archWidth: random.range(170, 230),
    phaseOffset: random.range(0, 2 * Math.PI),
    whorlTurns: random.pick([-1, 0, 0, 1] as const),
  };
}
