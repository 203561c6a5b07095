import { randomUUID } from 'node:crypto';
import type { FingerNumber } from '../prints/finger-pattern';
import type { ImpressionCode } from '../prints/impression-layout';
import { encodeGrayPng } from '../prints/png';
import { synthesizePrint, type SynthesizedPrint } from '../prints/synthesize-print';
import type { StoredPrint } from './session-store';

const CACHE_SIZE = 48;

/**
 * Synthesizes prints for captures. Prints are deterministic for (applicant, impression, degraded, missing
 * fingers), so recent ones are cached: a recapture or a second session of the same applicant costs nothing.
 */
export class PrintFactory {
  private readonly cache = new Map<string, { print: SynthesizedPrint; png: Uint8Array }>();

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
      segments: print.segments,
    };
  }
}
