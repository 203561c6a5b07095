import { describe, expect, it } from 'vitest';
import {
  ACCEPTABLE_PRINT_QUALITY,
  PRINT_QUALITIES,
  REFUSED_PRINT_QUALITY,
  isPrintQuality,
  isRefusedQuality,
  printQualityLabel,
} from './print-quality';

describe('print quality', () => {
  it('runs from 1 (best) to 5 (worst), whole numbers only', () => {
    expect(PRINT_QUALITIES).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 2.5, 3, 5, 6, -1, Number.NaN].map(isPrintQuality)).toEqual([
      false,
      true,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps 1 to 3 and refuses 4 and 5', () => {
    expect(PRINT_QUALITIES.map(isRefusedQuality)).toEqual([false, false, false, true, true]);
    expect(ACCEPTABLE_PRINT_QUALITY).toBe(3);
    expect(isRefusedQuality(REFUSED_PRINT_QUALITY)).toBe(true);
    expect(REFUSED_PRINT_QUALITY).toBe(4);
  });

  it('names every score', () => {
    expect(PRINT_QUALITIES.map(printQualityLabel)).toEqual([
      'Excellent',
      'Very good',
      'Good',
      'Fair',
      'Poor',
    ]);
  });
});
