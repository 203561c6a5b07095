/** What the quality score was computed from, for tests and logs. */
export interface QualityMeasure {
  /** 1 (best) to 5 (worst), NFIQ style. */
  readonly score: 1 | 2 | 3 | 4 | 5;
  /** Share of the finger area (darker blocks) whose ridges are clear. */
  readonly clarity: number;
  /** Clear ridge area over the contact area the impression should show. */
  readonly area: number;
  /** Mean orientation coherence over the finger area. */
  readonly coherence: number;
}

const BLOCK = 16;
/** A block darker than this on average is finger, not the white platen. */
const FINGER_MEAN = 228;
/** Ridges are clear where gradients are coherent (one dominant orientation) and strong. */
const CLEAR_COHERENCE = 0.55;
const CLEAR_ENERGY = 220;

/**
 * Scores a print from its pixels, as a quality algorithm would: ridge clarity from the local orientation
 * coherence and gradient energy of 16x16 blocks (the structure-tensor measure NFIQ's features build on), and
 * the clear ridge area against the area the impression should cover.
 * `expectedArea` is that area as a share of the image.
 */
export function measureQuality(
  pixels: Uint8Array,
  width: number,
  height: number,
  expectedArea: number,
): QualityMeasure {
  let finger = 0;
  let clear = 0;
  let coherenceSum = 0;
  const bx = Math.floor((width - 2) / BLOCK);
  const by = Math.floor((height - 2) / BLOCK);
  for (let j = 0; j < by; j++) {
    for (let i = 0; i < bx; i++) {
      let sxx = 0;
      let syy = 0;
      let sxy = 0;
      let sum = 0;
      // Every other pixel in each direction: the block statistics barely change and the cost drops fourfold.
      for (let y = 1 + j * BLOCK; y < 1 + (j + 1) * BLOCK; y += 2) {
        const row = y * width;
        for (let x = 1 + i * BLOCK; x < 1 + (i + 1) * BLOCK; x += 2) {
          const p = row + x;
          const gx = pixels[p + 1]! - pixels[p - 1]!;
          const gy = pixels[p + width]! - pixels[p - width]!;
          sxx += gx * gx;
          syy += gy * gy;
          sxy += gx * gy;
          sum += pixels[p]!;
        }
      }
      const n = (BLOCK * BLOCK) / 4;
      if (sum / n >= FINGER_MEAN) continue;
      finger++;
      const energy = (sxx + syy) / (4 * n);
      const coherence = sxx + syy > 0 ? Math.sqrt((sxx - syy) ** 2 + 4 * sxy * sxy) / (sxx + syy) : 0;
      coherenceSum += coherence;
      if (coherence >= CLEAR_COHERENCE && energy >= CLEAR_ENERGY) clear++;
    }
  }
  const total = bx * by;
  const clarity = finger > 0 ? clear / finger : 0;
  const area = Math.min(1, clear / Math.max(1, expectedArea * total));
  const coherence = finger > 0 ? coherenceSum / finger : 0;
  const value = clarity * (0.35 + 0.65 * area);
  const score = value >= 0.8 ? 1 : value >= 0.65 ? 2 : value >= 0.5 ? 3 : value >= 0.3 ? 4 : 5;
  return { score, clarity, area, coherence };
}
