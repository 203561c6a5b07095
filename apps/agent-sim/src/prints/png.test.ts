import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeGrayPng } from './png';

/** Reads back an 8-bit grey PNG written by encodeGrayPng (filters None and Up only). */
function decode(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  let at = 8;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)];
    for (let x = 0; x < width; x++) {
      const value = raw[y * (width + 1) + 1 + x] ?? 0;
      const up = y > 0 && filter === 2 ? (pixels[(y - 1) * width + x] ?? 0) : 0;
      pixels[y * width + x] = (value + up) & 0xff;
    }
  }
  return { width, height, pixels };
}

describe('encodeGrayPng', () => {
  it('writes a PNG signature and 8-bit greyscale header', () => {
    const png = encodeGrayPng(new Uint8Array(6), 3, 2);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png[24], png[25]]).toEqual([8, 0]);
  });

  it('round-trips the pixels', () => {
    const pixels = Uint8Array.from({ length: 37 * 23 }, (_, i) => (i * 37) % 256);
    expect(decode(encodeGrayPng(pixels, 37, 23))).toEqual({ width: 37, height: 23, pixels });
  });
});
