import { describe, expect, it } from 'vitest';
import { NistFormatError } from '../nist-format-error';
import { readPgm, writePgm } from './pgm';

describe('PGM helpers', () => {
  it('writes the NBIS header and reads it back', () => {
    const image = { width: 3, height: 2, pixels: Uint8Array.from([0, 1, 2, 253, 254, 255]) };
    const bytes = writePgm(image);
    expect(new TextDecoder().decode(bytes.subarray(0, 11))).toBe('P5\n3 2\n255\n');
    expect(readPgm(bytes)).toEqual(image);
  });

  it('skips header comments', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('P5\n# made by hand\n2 1\n255\n'), 9, 8]);
    expect(Array.from(readPgm(bytes).pixels)).toEqual([9, 8]);
  });

  it('rejects truncated pixel data with a NistFormatError', () => {
    const bytes = new TextEncoder().encode('P5\n4 4\n255\nabc');
    expect(() => readPgm(bytes)).toThrow(NistFormatError);
  });
});
