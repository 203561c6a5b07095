import { describe, expect, it } from 'vitest';
import { checkWsq, decodeWsq } from './decode-wsq';
import { encodeWsq } from './encode-wsq';
import { manifestImages, readWsqFile, syntheticPrint } from './test/wsq-test-data';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('checkWsq', () => {
  it('reports the size and resolution decodeWsq finds, on the NIST reference files', () => {
    for (const image of manifestImages()) {
      const bytes = readWsqFile(`${image.name}.nbis.wsq`);
      const decoded = decodeWsq(bytes);
      expect(checkWsq(bytes)).toEqual({
        width: decoded.width,
        height: decoded.height,
        ppi: decoded.ppi,
        comments: decoded.comments,
      });
    }
  });

  it('reads every coefficient: entropy data cut short before the end marker is refused as decodeWsq refuses it', () => {
    const valid = encodeWsq(syntheticPrint(96, 96), 96, 96);
    // Drop entropy-coded bytes just before EOI (the file's last two bytes): every marker stays in place, only
    // the coefficient count comes up short, which a header check would not notice.
    const cut = new Uint8Array(valid.length - 40);
    cut.set(valid.subarray(0, valid.length - 42));
    cut.set(valid.subarray(valid.length - 2), valid.length - 42);
    const expected = messageOf(() => decodeWsq(cut));
    expect(expected).not.toBe('no error');
    expect(messageOf(() => checkWsq(cut))).toBe(expected);
  });

  it('refuses what decodeWsq refuses: no SOI, a truncated file, a frame above the pixel limit', () => {
    const valid = encodeWsq(syntheticPrint(64, 64), 64, 64);
    for (const [bytes, options] of [
      [new Uint8Array([0x12, 0x34]), {}],
      [valid.subarray(0, valid.length - 5), {}],
      [valid, { maxPixels: 1000 }],
    ] as const) {
      const expected = messageOf(() => decodeWsq(bytes, options));
      expect(expected).not.toBe('no error');
      expect(messageOf(() => checkWsq(bytes, options))).toBe(expected);
    }
  });
});
