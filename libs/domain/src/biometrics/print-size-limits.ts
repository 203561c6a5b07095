import type { FingerCode } from '../finger-codes/finger-codes';

/** Scanning resolution every stored print must carry (FBI EBTS: WSQ for 500 ppi prints). */
export const PRINT_PPI = 500;

export interface PrintSizeLimit {
  readonly minWidth: number;
  readonly minHeight: number;
  readonly maxWidth: number;
  readonly maxHeight: number;
}

/**
 * EBTS maximum image sizes at 500 ppi (rolled 1.6" x 1.5", plain thumb 1.0" x 2.0", four-finger slap 3.2" x 3.0");
 * minimums keep out crops too small to hold a print (0.5" for one finger, 1.5" x 1.0" for a slap).
 */
const ROLLED: PrintSizeLimit = { minWidth: 250, minHeight: 250, maxWidth: 800, maxHeight: 750 };
const PLAIN_THUMB: PrintSizeLimit = { minWidth: 250, minHeight: 250, maxWidth: 500, maxHeight: 1000 };
const SLAP: PrintSizeLimit = { minWidth: 750, minHeight: 500, maxWidth: 1600, maxHeight: 1500 };

export function printSizeLimit(code: FingerCode): PrintSizeLimit {
  if (code.endsWith('_FOUR_FINGER')) return SLAP;
  if (code.endsWith('_FLAT')) return PLAIN_THUMB;
  return ROLLED;
}

/** Null when a print of `width` x `height` pixels is allowed for `code`, else the reason naming the code. */
export function printSizeProblem(code: FingerCode, width: number, height: number): string | null {
  const limit = printSizeLimit(code);
  if (width > limit.maxWidth || height > limit.maxHeight) {
    return `${code}: the print is ${width}x${height} pixels, larger than the ${limit.maxWidth}x${limit.maxHeight} allowed`;
  }
  if (width < limit.minWidth || height < limit.minHeight) {
    return `${code}: the print is ${width}x${height} pixels, smaller than the ${limit.minWidth}x${limit.minHeight} required`;
  }
  return null;
}
