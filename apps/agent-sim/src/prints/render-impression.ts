import type { FingerPattern } from './finger-pattern';
import { buildPhaseField, pairPhase, type PhaseField } from './phase-field';
import { SeededRandom } from './seeded-random';

/** One finger pressed on the platen: where its pad lies in the image and how it touches the glass. */
export interface FingerContact {
  readonly pattern: FingerPattern;
  /** Seeds the pressure, contrast and edge irregularity of this contact. */
  readonly seed: number;
  /** Image position of the pad centre. */
  readonly cx: number;
  readonly cy: number;
  /** Clockwise tilt of the finger in radians; 0 keeps the tip at the top. */
  readonly angle: number;
  /** Semi-axes of the contact area in pixels. */
  readonly halfWidth: number;
  readonly halfHeight: number;
  /** Rolled prints have straighter sides; plain prints a flatter lower edge where the finger bends. */
  readonly shape: 'rolled' | 'plain';
}

/** What makes a capture bad: faint, smudged, partly lifted, blurred and noisy. */
export interface Degradation {
  readonly contrast: number;
  readonly smudge: number;
  /** Fraction of the contact area, from the base up, that did not touch the glass. */
  readonly lifted: number;
  readonly blurRadius: number;
  readonly noise: number;
}

export const CLEAN: Degradation = { contrast: 1, smudge: 0, lifted: 0, blurRadius: 0, noise: 5 };
export const DEGRADED: Degradation = { contrast: 0.45, smudge: 0.6, lifted: 0.45, blurRadius: 2, noise: 30 };

const BACKGROUND = 250;
const RIDGE_DEPTH = 210;
const LUT_BITS = 12;
const LUT_SIZE = 1 << LUT_BITS;
const LUT_SCALE = LUT_SIZE / (2 * Math.PI);
const COS = new Float32Array(LUT_SIZE);
for (let i = 0; i < LUT_SIZE; i++) COS[i] = Math.cos((i * 2 * Math.PI) / LUT_SIZE);

/** A smooth random field: a few low-frequency waves, evaluated on the phase grid's nodes. */
function waves(random: SeededRandom, count: number, minPeriod: number, maxPeriod: number) {
  const terms = Array.from({ length: count }, () => {
    const angle = random.range(0, Math.PI);
    const f = (2 * Math.PI) / random.range(minPeriod, maxPeriod);
    return { fx: f * Math.cos(angle), fy: f * Math.sin(angle), phase: random.range(0, 2 * Math.PI) };
  });
  return (x: number, y: number): number => {
    let v = 0;
    for (const t of terms) v += Math.cos(t.fx * x + t.fy * y + t.phase);
    return v / Math.sqrt(count);
  };
}

interface NodeFields {
  /** Ridge contrast 0..1. */
  readonly amplitude: Float32Array;
  /** Shift of the ridge profile: positive is heavier pressure, wider ridges. */
  readonly bias: Float32Array;
  /** Irregularity added to the contact outline. */
  readonly edge: Float32Array;
  /** 0 clear ridges .. 1 smeared. */
  readonly smear: Float32Array;
}

function nodeFields(contact: FingerContact, field: PhaseField, degradation: Degradation): NodeFields {
  const random = new SeededRandom(contact.seed);
  const pressure = waves(random, 3, 120, 320);
  const dryness = waves(random, 4, 40, 140);
  const outline = waves(random, 3, 60, 200);
  const smudge = waves(random, 3, 70, 160);
  const baseBias = random.range(-0.1, 0.15);
  const nx = field.cols + 1;
  const ny = field.rows + 1;
  const amplitude = new Float32Array(nx * ny);
  const bias = new Float32Array(nx * ny);
  const edge = new Float32Array(nx * ny);
  const smear = new Float32Array(nx * ny);
  for (let j = 0; j < ny; j++) {
    const v = field.y0 + j * field.step;
    for (let i = 0; i < nx; i++) {
      const u = field.x0 + i * field.step;
      const n = j * nx + i;
      const eu = u / contact.halfWidth;
      const ev = v / contact.halfHeight;
      const radial = Math.min(1, eu * eu + ev * ev);
      // Lighter contact towards the rim of the pad, patchy dryness inside it.
      amplitude[n] =
        degradation.contrast *
        Math.max(0.25, Math.min(1, 0.9 + 0.12 * dryness(u, v) - 0.3 * radial * radial));
      bias[n] = baseBias + 0.12 * pressure(u, v);
      edge[n] = 0.05 * outline(u, v);
      smear[n] =
        degradation.smudge > 0
          ? Math.max(0, Math.min(1, degradation.smudge * (1.2 + 1.5 * smudge(u, v))))
          : 0;
    }
  }
  return { amplitude, bias, edge, smear };
}

function drawContact(
  pixels: Uint8Array,
  width: number,
  height: number,
  contact: FingerContact,
  degradation: Degradation,
): void {
  const margin = 8;
  const field = buildPhaseField(contact.pattern, {
    left: -contact.halfWidth - margin,
    top: -contact.halfHeight - margin,
    right: contact.halfWidth + margin,
    bottom: contact.halfHeight + margin,
  });
  const { amplitude, bias, edge, smear } = nodeFields(contact, field, degradation);
  const { corners, exactMinutia, minutiae, step, x0, y0, cols, rows } = field;
  const nx = cols + 1;
  const cos = Math.cos(contact.angle);
  const sin = Math.sin(contact.angle);
  const reach = Math.hypot(contact.halfWidth, contact.halfHeight) + margin;
  const xMin = Math.max(0, Math.floor(contact.cx - reach));
  const xMax = Math.min(width - 1, Math.ceil(contact.cx + reach));
  const yMin = Math.max(0, Math.floor(contact.cy - reach));
  const yMax = Math.min(height - 1, Math.ceil(contact.cy + reach));
  const invW = 1 / contact.halfWidth;
  const invH = 1 / contact.halfHeight;
  const invStep = 1 / step;
  const rolled = contact.shape === 'rolled';
  const liftedFrom = contact.halfHeight * (1 - 2 * degradation.lifted);

  const smearing = degradation.smudge > 0;
  const lifting = degradation.lifted > 0;
  // Each row only visits the span inside an ellipse that bounds the contact (the rolled outline is boxier).
  const boundA = contact.halfWidth * (rolled ? 1.42 : 1.08) + margin;
  const boundB = contact.halfHeight * 1.1 + margin;
  const qa = (cos * cos) / (boundA * boundA) + (sin * sin) / (boundB * boundB);
  for (let y = yMin; y <= yMax; y++) {
    const dy = y - contact.cy;
    const row = y * width;
    // u = cos t + sin dy, v = -sin t + cos dy for t = x - cx: solve (u/A)^2 + (v/B)^2 <= 1 for t.
    const qb = 2 * ((cos * sin * dy) / (boundA * boundA) - (sin * cos * dy) / (boundB * boundB));
    const qc = (sin * dy * sin * dy) / (boundA * boundA) + (cos * dy * cos * dy) / (boundB * boundB) - 1;
    const disc = qb * qb - 4 * qa * qc;
    if (disc <= 0) continue;
    const root = Math.sqrt(disc);
    const xFrom = Math.max(xMin, Math.floor(contact.cx + (-qb - root) / (2 * qa)));
    const xTo = Math.min(xMax, Math.ceil(contact.cx + (-qb + root) / (2 * qa)));
    // Image to finger frame (undoing the clockwise tilt), stepped along the row.
    let u = cos * (xFrom - contact.cx) + sin * dy;
    let v = -sin * (xFrom - contact.cx) + cos * dy;
    for (let x = xFrom; x <= xTo; x++, u += cos, v -= sin) {
      const eu = u * invW;
      const ev = v * invH;
      const eu2 = eu * eu;
      const ev2 = ev * ev;
      let e = rolled
        ? 0.45 * eu2 + 0.55 * eu2 * eu2 + ev2
        : eu2 + (ev > 0 ? 0.4 * ev2 + 0.6 * ev2 * ev2 : ev2);
      if (e >= 1.2) continue;
      const fu = (u - x0) * invStep;
      const fv = (v - y0) * invStep;
      if (fu < 0 || fv < 0 || fu >= cols || fv >= rows) continue;
      const ci = fu | 0;
      const cj = fv | 0;
      const tx = fu - ci;
      const ty = fv - cj;
      const n = cj * nx + ci;
      const w00 = (1 - tx) * (1 - ty);
      const w10 = tx * (1 - ty);
      const w01 = (1 - tx) * ty;
      const w11 = tx * ty;
      if (e > 0.75) e += edge[n]! * w00 + edge[n + 1]! * w10 + edge[n + nx]! * w01 + edge[n + nx + 1]! * w11;
      if (e >= 1) continue;
      let mask = (1 - e) * 9;
      if (mask > 1) mask = 1;
      if (lifting && v > liftedFrom - 25) {
        mask *= Math.max(0, (liftedFrom - v) / 25);
        if (mask <= 0) continue;
      }

      const cell = cj * cols + ci;
      const c4 = cell * 4;
      let phase =
        corners[c4]! * w00 + corners[c4 + 1]! * w10 + corners[c4 + 2]! * w01 + corners[c4 + 3]! * w11;
      const exact = exactMinutia[cell]!;
      if (exact >= 0) phase += pairPhase(minutiae[exact]!, u, v);
      const c = COS[((phase * LUT_SCALE) | 0) & (LUT_SIZE - 1)]!;
      const b = bias[n]! * w00 + bias[n + 1]! * w10 + bias[n + nx]! * w01 + bias[n + nx + 1]! * w11;
      let d = 0.5 + 0.8 * (c + b);
      d = d < 0 ? 0 : d > 1 ? 1 : d * d * (3 - 2 * d);
      if (smearing) {
        const s = smear[n]! * w00 + smear[n + 1]! * w10 + smear[n + nx]! * w01 + smear[n + nx + 1]! * w11;
        d = d * (1 - s) + 0.7 * s;
      }
      const a =
        amplitude[n]! * w00 +
        amplitude[n + 1]! * w10 +
        amplitude[n + nx]! * w01 +
        amplitude[n + nx + 1]! * w11;
      const value = BACKGROUND - mask * a * d * RIDGE_DEPTH;
      const p = row + x;
      if (value < pixels[p]!) pixels[p] = value;
    }
  }
}

/** Separable running-mean blur, in place. */
function boxBlur(pixels: Uint8Array, width: number, height: number, radius: number): void {
  const line = new Float32Array(Math.max(width, height));
  const span = 2 * radius + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) line[x] = pixels[row + x]!;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += line[Math.min(width - 1, Math.max(0, x))]!;
    for (let x = 0; x < width; x++) {
      pixels[row + x] = sum / span;
      sum += line[Math.min(width - 1, x + radius + 1)]! - line[Math.max(0, x - radius)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = pixels[y * width + x]!;
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += line[Math.min(height - 1, Math.max(0, y))]!;
    for (let y = 0; y < height; y++) {
      pixels[y * width + x] = sum / span;
      sum += line[Math.min(height - 1, y + radius + 1)]! - line[Math.max(0, y - radius)]!;
    }
  }
}

/** Renders the contacts into an 8-bit grey image (white background, dark ridges), as a live scanner does. */
export function renderImpression(
  width: number,
  height: number,
  contacts: readonly FingerContact[],
  noiseSeed: number,
  degradation: Degradation = CLEAN,
): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(BACKGROUND);
  for (const contact of contacts) drawContact(pixels, width, height, contact, degradation);
  if (degradation.blurRadius > 0) {
    boxBlur(pixels, width, height, degradation.blurRadius);
    boxBlur(pixels, width, height, degradation.blurRadius);
  }
  // Sensor noise: xorshift32, uniform in ±noise grey levels, stronger under the skin. A clean capture leaves the
  // bare platen flat white, as scanners do after their background calibration.
  let state = noiseSeed | 0 || 0x9e3779b9;
  const amplitude = degradation.noise / 128;
  const noisyPlaten = degradation.blurRadius > 0;
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i]!;
    if (value >= BACKGROUND && !noisyPlaten) continue;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const shade = noisyPlaten ? 1 : 0.2 + (0.8 * (BACKGROUND - value)) / BACKGROUND;
    const noisy = value + ((state >>> 24) - 128) * amplitude * (0.3 + 0.7 * shade);
    pixels[i] = noisy < 0 ? 0 : noisy > 255 ? 255 : noisy;
  }
  return pixels;
}
