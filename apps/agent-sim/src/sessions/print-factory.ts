import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FingerNumber } from '../prints/finger-pattern';
import { slapFingers, type ImpressionCode } from '../prints/impression-layout';
import type { PrintPool } from '../prints/print-pool';
import { encodeGrayPng } from '../prints/png';
import { synthesizePrint, type SynthesizedPrint } from '../prints/synthesize-print';
import type { CardImage, StoredPrint } from './session-store';

const CACHE_SIZE = 64;

const ignore = (): undefined => undefined;

interface Entry {
  readonly print: SynthesizedPrint;
  readonly png: Uint8Array;
  card?: CardImage;
}

export interface PrintOptions {
  readonly degraded: boolean;
  readonly absent: ReadonlySet<FingerNumber>;
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
 * fingers), so they are cached: a recapture or a second session of the same applicant costs nothing. With a
 * worker pool, opening a session starts synthesizing the applicant's clean prints in the background, so the
 * captures that follow find them ready.
 */
export class PrintFactory {
  private readonly cache = new Map<string, Promise<Entry>>();

  constructor(private readonly pool?: PrintPool) {}

  private entry(applicant: string, code: ImpressionCode, requested: PrintOptions): Promise<Entry> {
    // Missing fingers change only the slap of their hand; other impressions share one cache entry.
    const shown = code.endsWith('_FOUR_FINGER')
      ? slapFingers(code.startsWith('RIGHT') ? 'RIGHT' : 'LEFT')
      : [];
    const absent = new Set(shown.filter((finger) => requested.absent.has(finger)));
    const options = { degraded: requested.degraded, absent };
    const key = JSON.stringify([applicant, code, options.degraded, [...absent].sort()]);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const made = (
      this.pool
        ? this.pool.synthesize(applicant, code, options)
        : Promise.resolve().then(() => synthesizePrint(applicant, code, options))
    ).then((print) => ({ print, png: encodeGrayPng(print.pixels, print.width, print.height) }));
    // A failed synthesis is not cached, so the next capture tries again.
    made.catch(() => this.cache.delete(key));
    this.cache.set(key, made);
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return made;
  }

  /** Starts synthesizing the clean prints of an applicant when workers can do it off the request path. */
  prefetch(
    applicant: string,
    codes: readonly ImpressionCode[],
    absent: ReadonlySet<FingerNumber> = new Set(),
  ): void {
    if (!this.pool) return;
    // A failed prefetch is dropped from the cache; the capture that needs the print reports the failure.
    for (const code of codes) this.entry(applicant, code, { degraded: false, absent }).catch(ignore);
  }

  async make(applicant: string, code: ImpressionCode, options: PrintOptions): Promise<StoredPrint> {
    const cached = await this.entry(applicant, code, options);
    const { print, png } = cached;
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
