import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FingerNumber } from '../prints/finger-pattern';
import type { ImpressionCode } from '../prints/impression-layout';
import { encodeGrayPng } from '../prints/png';
import { synthesizePrint, type SynthesizedPrint } from '../prints/synthesize-print';
import type { CardImage, StoredPrint } from './session-store';

const CACHE_SIZE = 48;

interface Entry {
  readonly print: SynthesizedPrint;
  readonly png: Uint8Array;
  card?: CardImage;
}

/** 2x2 box downsampling: 250 ppi is plenty for a card preview and keeps the PDF small and quick. */
function halfResolution(print: SynthesizedPrint): CardImage {
  const width = print.width >> 1;
  const height = print.height >> 1;
  const half = new Uint8Array(width * height);
  const source = print.pixels;
  for (let y = 0; y < height; y++) {
    const top = 2 * y * print.width;
    const bottom = top + print.width;
    for (let x = 0; x < width; x++) {
      const at = 2 * x;
      half[y * width + x] =
        ((source[top + at] ?? 0) +
          (source[top + at + 1] ?? 0) +
          (source[bottom + at] ?? 0) +
          (source[bottom + at + 1] ?? 0) +
          2) >>
        2;
    }
  }
  return { width, height, deflated: new Uint8Array(deflateSync(half, { level: 1 })) };
}

/**
 * Synthesizes prints for captures. Prints are deterministic for (applicant, impression, degraded, missing
 * fingers), so recent ones are cached: a recapture or a second session of the same applicant costs nothing.
 */
export class PrintFactory {
  private readonly cache = new Map<string, Entry>();

  make(
    applicant: string,
    code: ImpressionCode,
    options: { degraded: boolean; absent: ReadonlySet<FingerNumber> },
  ): StoredPrint {
    const key = JSON.stringify([applicant, code, options.degraded, [...options.absent].sort()]);
    let entry = this.cache.get(key);
    if (entry) {
      this.cache.delete(key);
    } else {
      const print = synthesizePrint(applicant, code, options);
      entry = { print, png: encodeGrayPng(print.pixels, print.width, print.height) };
      if (this.cache.size >= CACHE_SIZE) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    this.cache.set(key, entry);
    const cached = entry;
    const { print, png } = entry;
    return {
      fingerprint: {
        id: randomUUID(),
        code,
        wsqImage: Buffer.from(print.wsq).toString('base64'),
        bitmapImage: Buffer.from(png).toString('base64'),
        width: print.width,
        height: print.height,
        quality: print.quality.score,
      },
      wsq: print.wsq,
      png,
      cardImage: () => (cached.card ??= halfResolution(print)),
      segments: print.segments,
    };
  }
}
