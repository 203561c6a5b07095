import { describe, expect, it } from 'vitest';
import { HEIGHT_FEET, HEIGHT_INCHES, fromEbtsHeight, toEbtsHeight } from './height';

describe('height', () => {
  it('offers feet 3-8 and inches 0-11', () => {
    expect(HEIGHT_FEET).toEqual([3, 4, 5, 6, 7, 8]);
    expect(HEIGHT_INCHES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('writes the EBTS form: 5 ft 11 in is 511, 6 ft 2 in is 602', () => {
    expect(toEbtsHeight({ feet: 5, inches: 11 })).toBe('511');
    expect(toEbtsHeight({ feet: 6, inches: 2 })).toBe('602');
  });

  it('refuses heights outside the choices', () => {
    expect(() => toEbtsHeight({ feet: 9, inches: 0 })).toThrow(RangeError);
    expect(() => toEbtsHeight({ feet: 5, inches: 12 })).toThrow(RangeError);
  });

  it('reads the EBTS form back, or null when it is not a valid height', () => {
    expect(fromEbtsHeight('511')).toEqual({ feet: 5, inches: 11 });
    expect(fromEbtsHeight('512')).toBeNull();
    expect(fromEbtsHeight('51')).toBeNull();
  });
});
