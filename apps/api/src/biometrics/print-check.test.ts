import { describe, expect, it } from 'vitest';
import { base64Decoded, bitmapSize } from './print-check';

describe('base64Decoded', () => {
  it('accepts plain base64 in whole quads with up to two pads', () => {
    for (const bytes of [[1], [1, 2], [1, 2, 3], [255, 254, 253, 252, 251, 250, 249]]) {
      expect(base64Decoded(Buffer.from(bytes).toString('base64')), String(bytes)).toEqual(Buffer.from(bytes));
    }
    expect(base64Decoded('AZaz09+/')).not.toBeNull();
  });

  it('refuses empty text, broken quads, three pads, a pad inside, base64url, spaces and other characters', () => {
    for (const text of ['', 'QUJD=', 'QQ==A', 'Q===', 'QQ=A', 'ab-_', 'QU JD', 'not base64!', 'QUJ\u00e9']) {
      expect(base64Decoded(text), text).toBeNull();
    }
  });
});

/** A BMP file and BITMAPINFOHEADER (Microsoft's layout: width at byte 18, signed height at 22; negative = top-down). */
function bmpHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(54);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(54, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(8, 28);
  return bytes;
}

/** A PNG signature and IHDR chunk (RFC 2083: width and height big-endian after the chunk type). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

describe('bitmapSize', () => {
  it('reads a PNG and a bottom-up or top-down BMP', () => {
    expect(bitmapSize(pngHeader(800, 750))).toEqual({ type: 'image/png', width: 800, height: 750 });
    expect(bitmapSize(bmpHeader(500, 600))).toEqual({ type: 'image/bmp', width: 500, height: 600 });
    expect(bitmapSize(bmpHeader(500, -600))).toEqual({ type: 'image/bmp', width: 500, height: 600 });
  });

  it('refuses a JPEG, a GIF and bytes that are no image', () => {
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
      'base64',
    );
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const bytes of [jpeg, gif, Buffer.from('not an image at all'), Buffer.alloc(0)]) {
      expect(bitmapSize(bytes)).toBeNull();
    }
  });
});
