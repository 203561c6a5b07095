import { describe, expect, it } from 'vitest';
import { NistFormatError } from '../nist-format-error';
import { decodeWsq, readWsqInfo } from './decode-wsq';
import { encodeWsq } from './encode-wsq';
import { readPgm } from './pgm';
import { manifestImages, readWsqFile, syntheticPrint } from './test/wsq-test-data';

describe('decodeWsq on NIST NBIS reference files', () => {
  for (const image of manifestImages()) {
    it(`reproduces dwsq's output for ${image.name} within one grey level, >= 99.9% identical`, () => {
      const decoded = decodeWsq(readWsqFile(`${image.name}.nbis.wsq`));
      const reference = readPgm(readWsqFile(`${image.name}.nbis-decoded.pgm`));
      expect(decoded.width).toBe(reference.width);
      expect(decoded.height).toBe(reference.height);
      let identical = 0;
      let maxDiff = 0;
      for (let i = 0; i < reference.pixels.length; i++) {
        const d = Math.abs(decoded.pixels[i]! - reference.pixels[i]!);
        if (d === 0) identical++;
        maxDiff = Math.max(maxDiff, d);
      }
      expect(maxDiff).toBeLessThanOrEqual(1);
      expect(identical / reference.pixels.length).toBeGreaterThanOrEqual(0.999);
    });
  }

  it('reports the PPI and the NISTCOM text from the comment segment', () => {
    const decoded = decodeWsq(readWsqFile('sivv_card0001_03.nbis.wsq'));
    expect(decoded.ppi).toBe(1000);
    expect(decoded.comments[0]).toContain('NIST_COM 9');
    expect(decoded.comments[0]).toContain('PIX_WIDTH 1173');
  });
});

describe('readWsqInfo', () => {
  it('reads the frame header and PPI without decoding pixels', () => {
    const info = readWsqInfo(readWsqFile('sivv_card0001_03.nbis.wsq'));
    expect(info).toMatchObject({
      width: 1173,
      height: 1453,
      black: 0,
      white: 255,
      encoder: 2,
      software: 0,
      ppi: 1000,
    });
    expect(info.shift).toBeCloseTo(106.67, 4);
    expect(info.scale).toBeCloseTo(1.1588, 4);
  });

  it('rejects data that reaches a block before any frame header', () => {
    const bytes = Uint8Array.from([0xff, 0xa0, 0xff, 0xa3, 0x00, 0x03, 0x00]);
    expect(() => readWsqInfo(bytes)).toThrow(NistFormatError);
  });
});

describe('decodeWsq on malformed input', () => {
  const valid = encodeWsq(syntheticPrint(64, 64), 64, 64);

  const errorOf = (bytes: Uint8Array): NistFormatError => {
    try {
      decodeWsq(bytes);
    } catch (e) {
      if (e instanceof NistFormatError) return e;
      throw e;
    }
    throw new Error('expected decodeWsq to throw');
  };

  it('rejects data without an SOI marker at offset 0', () => {
    const e = errorOf(new Uint8Array([0x12, 0x34, 0x56]));
    expect(e.offset).toBe(0);
    expect(e.name).toBe('NistFormatError');
  });

  it('rejects a file cut short, naming an offset inside the data', () => {
    const e = errorOf(valid.subarray(0, valid.length - 5));
    expect(e.offset).toBeGreaterThan(0);
    expect(e.offset).toBeLessThanOrEqual(valid.length);
  });

  it('refuses a frame larger than the pixel limit before allocating it', () => {
    expect(() => decodeWsq(valid, { maxPixels: 1000 })).toThrow(/pixel limit/);
  });

  it('rejects a segment whose length runs past the end of the file', () => {
    const bytes = valid.slice();
    // First segment after SOI is the NISTCOM comment; make its length absurd.
    bytes[4] = 0xff;
    bytes[5] = 0xff;
    expect(() => decodeWsq(bytes)).toThrow(NistFormatError);
  });
});
