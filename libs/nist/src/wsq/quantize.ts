import { BLOCK2_START, BLOCK3_START, NUM_SUBBANDS } from './wsq-markers';
import type { Subband } from './wsq-trees';

const f32 = Math.fround;
const VARIANCE_THRESHOLD = 1.01;
/** Subbands 0..3 are the coarsest (1/1024 of the image each), 4..50 1/256, 51..59 1/16. */
const SIZE_REGION_2 = 4;
const SIZE_REGION_3 = 51;

/** Bin widths per subband: q (step) and z (zero bin), 0 where the subband is discarded. */
export interface BinWidths {
  q: Float64Array;
  z: Float64Array;
}

function regionVariance(
  data: Float32Array,
  width: number,
  x: number,
  y: number,
  lenx: number,
  leny: number,
): number {
  const n = lenx * leny;
  if (n < 2) return 0;
  // Single-precision accumulation as in the reference encoder, so the bin widths come out the same.
  let sum = 0;
  let ssq = 0;
  for (let row = 0; row < leny; row++) {
    let off = (y + row) * width + x;
    for (let col = 0; col < lenx; col++) {
      const v = data[off++]!;
      sum = f32(sum + v);
      ssq = f32(ssq + f32(v * v));
    }
  }
  const sum2 = f32(f32(sum * sum) / n);
  return f32((ssq - sum2) / (n - 1));
}

/**
 * Subband variances as NBIS computes them: over the central part of each subband (skipping 1/8 at the
 * sides and 9/32 at the top), falling back to whole subbands when the coarse bands are nearly flat.
 */
export function subbandVariances(
  data: Float32Array,
  width: number,
  subbands: readonly Subband[],
): Float64Array {
  const variance = new Float64Array(64);
  const cropped = (i: number): number => {
    const sb = subbands[i]!;
    const lenx = Math.trunc((3 * sb.lenx) / 4);
    const leny = Math.trunc((7 * sb.leny) / 16);
    if (lenx * leny < 2) return regionVariance(data, width, sb.x, sb.y, sb.lenx, sb.leny);
    const skipx = Math.trunc(sb.lenx / 8);
    const skipy = Math.trunc((9 * sb.leny) / 32);
    return regionVariance(data, width, sb.x + skipx, sb.y + skipy, lenx, leny);
  };
  let vsum = 0;
  for (let i = 0; i < 4; i++) {
    variance[i] = cropped(i);
    vsum = f32(vsum + variance[i]!);
  }
  if (vsum < 20000) {
    for (let i = 0; i < NUM_SUBBANDS; i++) {
      const sb = subbands[i]!;
      variance[i] = regionVariance(data, width, sb.x, sb.y, sb.lenx, sb.leny);
    }
  } else {
    for (let i = 4; i < NUM_SUBBANDS; i++) variance[i] = cropped(i);
  }
  return variance;
}

/**
 * Bin widths for a target bit rate (FBI spec annex A / NBIS `quantize`): iteratively drops subbands whose
 * allotted bit rate would be non-positive, then scales the relative widths by the proportionality constant q.
 */
export function binWidths(variance: Float64Array, bitrate: number): BinWidths {
  const weight = new Float64Array(NUM_SUBBANDS).fill(1);
  const extra = [1.32, 1.08, 1.42, 1.08, 1.32, 1.42, 1.08, 1.08];
  for (let i = 0; i < extra.length; i++) weight[BLOCK3_START + i] = f32(extra[i]!);

  const rel = new Float64Array(64);
  const m = new Float64Array(NUM_SUBBANDS);
  const sigma = new Float64Array(NUM_SUBBANDS);
  const k0: number[] = [];
  for (let i = 0; i < NUM_SUBBANDS; i++) {
    const v = variance[i]!;
    m[i] = i < SIZE_REGION_2 ? 1 / 1024 : i < SIZE_REGION_3 ? 1 / 256 : 1 / 16;
    if (v >= VARIANCE_THRESHOLD) {
      rel[i] = i < SIZE_REGION_2 ? 1 : f32(10 / (weight[i]! * f32(Math.log(v))));
      k0.push(i);
      sigma[i] = f32(Math.sqrt(v));
    }
  }

  let k = k0.slice();
  let q = 0;
  while (k.length > 0) {
    let s = 0;
    for (const i of k) s = f32(s + m[i]!);
    let p = 1;
    for (const i of k) p = f32(p * Math.pow(sigma[i]! / rel[i]!, m[i]!));
    q = f32(Math.pow(2, bitrate / s - 1) / 2.5 / Math.pow(p, 1 / s));
    const next = k.filter((i) => !(rel[i]! / q >= 5 * sigma[i]!));
    if (next.length === k.length) break;
    k = next;
  }

  const qOut = new Float64Array(64);
  const zOut = new Float64Array(64);
  if (k.length === 0 || !(q > 0) || !Number.isFinite(q)) return { q: qOut, z: zOut };
  for (const i of k0) {
    qOut[i] = f32(rel[i]! / q);
    zOut[i] = f32(1.2 * qOut[i]!);
  }
  return { q: qOut, z: zOut };
}

/** Quantised coefficients of all coded subbands in subband order, plus where blocks 2 and 3 start. */
export interface QuantizedImage {
  coeffs: Int16Array;
  block2: number;
  block3: number;
}

export function quantizeSubbands(
  data: Float32Array,
  width: number,
  subbands: readonly Subband[],
  bins: BinWidths,
): QuantizedImage {
  let total = 0;
  for (let i = 0; i < NUM_SUBBANDS; i++) if (bins.q[i] !== 0) total += subbands[i]!.lenx * subbands[i]!.leny;
  const coeffs = new Int16Array(total);
  let k = 0;
  let block2 = 0;
  let block3 = 0;
  for (let s = 0; s < NUM_SUBBANDS; s++) {
    if (s === BLOCK2_START) block2 = k;
    if (s === BLOCK3_START) block3 = k;
    const q = bins.q[s]!;
    if (q === 0) continue;
    const zbin = bins.z[s]! / 2;
    const sb = subbands[s]!;
    for (let row = 0; row < sb.leny; row++) {
      let off = (sb.y + row) * width + sb.x;
      for (let col = 0; col < sb.lenx; col++) {
        const v = data[off++]!;
        // Int16Array assignment truncates toward zero like the reference's (short) cast.
        if (v > zbin) coeffs[k] = (v - zbin) / q + 1;
        else if (v < -zbin) coeffs[k] = (v + zbin) / q - 1;
        k++;
      }
    }
  }
  return { coeffs, block2, block3 };
}
