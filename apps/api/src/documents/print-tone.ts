import type { PrinterConfig } from '@ridgeline/domain';

/** An 8-bit greyscale image, rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

type ToneSettings = Pick<PrinterConfig, 'printBlack' | 'printWhite' | 'sharpness' | 'gamma'>;

const clampPercent = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(-100, Math.min(100, number)) : 0;
};

/**
 * Applies the printer settings to a print before it goes on a card. Each is a percentage around the printer's own
 * rendering, 0 leaving the image as captured (docs/decisions.md "Documents"):
 * - printBlack +100 turns the darkest quarter (0-63) solid black; -100 lifts black to grey 64.
 * - printWhite +100 turns the lightest quarter (192-255) white; -100 lowers white to grey 191.
 * - gamma ±100 raises the mid-tones' exponent from 1 to 2 (darker ridges) or down to 0.5 (lighter).
 * - sharpness +100 adds a full unsharp mask (3 x 3 box); -100 replaces each pixel with that box's mean (softer).
 */
export function toneForPrinting(image: GrayImage, settings: ToneSettings): GrayImage {
  const black = clampPercent(settings.printBlack);
  const white = clampPercent(settings.printWhite);
  const gamma = 2 ** (clampPercent(settings.gamma) / 100);
  const sharpness = clampPercent(settings.sharpness) / 100;
  const inLow = black > 0 ? (black / 100) * 64 : 0;
  const inHigh = white > 0 ? 255 - (white / 100) * 64 : 255;
  const outLow = black < 0 ? (-black / 100) * 64 : 0;
  const outHigh = white < 0 ? 255 + (white / 100) * 64 : 255;
  const curve = new Uint8Array(256);
  for (let value = 0; value < 256; value++) {
    const unit = Math.max(0, Math.min(1, (value - inLow) / Math.max(1, inHigh - inLow)));
    curve[value] = Math.round(outLow + (outHigh - outLow) * unit ** gamma);
  }
  const { width, height, pixels } = image;
  const source = sharpness === 0 ? pixels : sharpen(image, sharpness);
  const out = new Uint8Array(source.length);
  for (let i = 0; i < source.length; i++) out[i] = curve[source[i]!]!;
  return { width, height, pixels: out };
}

function sharpen({ width, height, pixels }: GrayImage, amount: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          sum += pixels[ny * width + nx]!;
          count++;
        }
      }
      const original = pixels[y * width + x]!;
      const mean = sum / count;
      // amount > 0: push away from the local mean (unsharp mask); amount < 0: move towards it (blur).
      const value =
        amount > 0 ? original + amount * (original - mean) : original + -amount * (mean - original);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return out;
}
