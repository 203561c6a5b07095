import { describe, expect, it } from 'vitest';
import { decodeWsq } from './decode-wsq';
import { encodeWsq } from './encode-wsq';
import { readPgm } from './pgm';
import { manifestImages, psnr, readWsqFile, syntheticPrint } from './test/wsq-test-data';

describe('encodeWsq against NIST NBIS cwsq at 0.75 bpp', () => {
  for (const image of manifestImages()) {
    it(`matches cwsq for ${image.name}: size within 5%, PSNR at most 0.3 dB lower`, () => {
      const original = readPgm(readWsqFile(`${image.name}.pgm`));
      const wsq = encodeWsq(original.pixels, original.width, original.height, {
        bitrate: 0.75,
        ppi: image.ppi,
      });
      const decoded = decodeWsq(wsq);
      expect(Math.abs(wsq.length / image.wsq_bytes - 1)).toBeLessThanOrEqual(0.05);
      expect(psnr(original.pixels, decoded.pixels)).toBeGreaterThanOrEqual(image.roundtrip_psnr_db - 0.3);
    });
  }

  it('writes the same marker layout as cwsq (COM, DTT, DQT, SOF, DHT, SOB, DHT, SOB, SOB, EOI)', () => {
    const original = readPgm(readWsqFile('sivv_card0003_05.pgm'));
    const ours = encodeWsq(original.pixels, original.width, original.height, { ppi: 1000 });
    const theirs = readWsqFile('sivv_card0003_05.nbis.wsq');
    // Everything before the quantisation table (SOI, NISTCOM, filter taps) is byte-identical.
    expect(Array.from(ours.subarray(0, 187))).toEqual(Array.from(theirs.subarray(0, 187)));
    expect(ours.length).toBe(theirs.length);
  });
});

describe('encodeWsq options and odd sizes', () => {
  it('records the PPI and an extra comment, which the decoder returns', () => {
    const pixels = syntheticPrint(80, 60);
    const decoded = decodeWsq(encodeWsq(pixels, 80, 60, { ppi: 1000, comment: 'capture 7' }));
    expect(decoded.ppi).toBe(1000);
    expect(decoded.comments).toContain('capture 7');
    expect(decoded.comments[0]).toContain('WSQ_BITRATE 0.750000');
  });

  it('spends more bytes and gains quality at a higher bit rate', () => {
    const pixels = syntheticPrint(128, 128);
    const low = encodeWsq(pixels, 128, 128, { bitrate: 0.75 });
    const high = encodeWsq(pixels, 128, 128, { bitrate: 2.25 });
    expect(high.length).toBeGreaterThan(low.length);
    expect(psnr(pixels, decodeWsq(high).pixels)).toBeGreaterThan(psnr(pixels, decodeWsq(low).pixels));
  });

  for (const [w, h] of [
    [1, 1],
    [3, 5],
    [17, 33],
    [257, 130],
  ] as const) {
    it(`round-trips a ${w}x${h} image with its dimensions intact`, () => {
      const pixels = syntheticPrint(w, h, w * h);
      const decoded = decodeWsq(encodeWsq(pixels, w, h));
      expect([decoded.width, decoded.height]).toEqual([w, h]);
      expect(decoded.pixels.length).toBe(w * h);
    });
  }

  it('round-trips an image whose coded subbands hold zero runs longer than 65535', () => {
    // A 2048x2048 card with a print only in the middle: the finest coded subbands (512x512) are coded
    // (their central window has ridges) but start with more than 65535 zeros.
    const size = 2048;
    const pixels = new Uint8Array(size * size).fill(128);
    const patch = syntheticPrint(600, 600, 7);
    for (let y = 0; y < 600; y++) pixels.set(patch.subarray(y * 600, y * 600 + 600), (724 + y) * size + 724);
    const decoded = decodeWsq(encodeWsq(pixels, size, size));
    expect(psnr(pixels, decoded.pixels)).toBeGreaterThan(35);
  });

  it('encodes a flat image exactly', () => {
    const pixels = new Uint8Array(64 * 64).fill(77);
    expect(Array.from(new Set(decodeWsq(encodeWsq(pixels, 64, 64)).pixels))).toEqual([77]);
  });
});
