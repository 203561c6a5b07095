import { encodeWsq } from '@ridgeline/nist';
import type { FingerNumber } from './finger-pattern';
import { impressionLayout, type FingerSegment, type ImpressionCode } from './impression-layout';
import { measureQuality, type QualityMeasure } from './print-quality';
import { CLEAN, DEGRADED, renderImpression } from './render-impression';
import { hashSeed } from './seeded-random';

export interface SynthesizedPrint {
  readonly code: ImpressionCode;
  readonly width: number;
  readonly height: number;
  /** 8-bit grey, row-major, 500 ppi. */
  readonly pixels: Uint8Array;
  /** WSQ at 0.75 bits per pixel, as the FBI specifies for 500 ppi prints. */
  readonly wsq: Uint8Array;
  readonly quality: QualityMeasure;
  readonly segments: readonly FingerSegment[];
}

export interface SynthesisOptions {
  /** A bad capture: faint, smudged, partly lifted, blurred and noisy (the lowQuality fault). */
  readonly degraded?: boolean;
  /** Fingers annotated as missing; a slap leaves their place empty. */
  readonly absent?: ReadonlySet<FingerNumber>;
}

/** Share of the image the contact ellipses cover, trimmed for their soft rims. */
function expectedArea(layout: ReturnType<typeof impressionLayout>): number {
  const covered = layout.contacts.reduce((sum, c) => sum + Math.PI * c.halfWidth * c.halfHeight * 0.8, 0);
  return covered / (layout.width * layout.height);
}

/** Synthesizes one impression; the same (applicant, code, options) always yields the same bytes. */
export function synthesizePrint(
  applicant: string,
  code: ImpressionCode,
  options: SynthesisOptions = {},
): SynthesizedPrint {
  const layout = impressionLayout(applicant, code, options.absent);
  const degradation = options.degraded ? DEGRADED : CLEAN;
  const pixels = renderImpression(
    layout.width,
    layout.height,
    layout.contacts,
    hashSeed(applicant, 'noise', code, options.degraded ? 1 : 0),
    degradation,
  );
  return {
    code,
    width: layout.width,
    height: layout.height,
    pixels,
    wsq: encodeWsq(pixels, layout.width, layout.height, { bitrate: 0.75, ppi: 500 }),
    quality: measureQuality(pixels, layout.width, layout.height, expectedArea(layout)),
    segments: layout.segments,
  };
}
