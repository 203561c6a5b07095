import { deflateSync } from 'node:zlib';
import { printSizeLimit, type FingerCode } from '@ridgeline/domain';
import { encodeWsq } from '@ridgeline/nist';

/** An 8-bit grey PNG (filter 0 rows), enough for the bitmap of a test print. */
export function grayPng(pixels: Uint8Array, width: number, height: number): Buffer {
  const crcTable = new Int32Array(256).map((_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c;
  });
  const crc = (bytes: Buffer) => {
    let c = -1;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ -1) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Concentric ridges around an off-centre core: a print-like image the WSQ codec treats as a real one. */
export function ridgePixels(width: number, height: number, seed = 0): Uint8Array {
  const pixels = new Uint8Array(width * height);
  const cx = width * (0.45 + (seed % 7) / 70);
  const cy = height * 0.55;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - cx, (y - cy) * 1.2);
      pixels[y * width + x] = 128 + Math.round(100 * Math.sin(r / 4.5 + seed));
    }
  }
  return pixels;
}

export interface TestPrint {
  code: FingerCode;
  wsqImage: string;
  bitmapImage: string;
  width: number;
  height: number;
  quality: number;
}

const cache = new Map<string, { wsq: string; png: string }>();

/** A valid print for `code` at the largest size its code allows (or the size given), cached by size. */
export function testPrint(
  code: FingerCode,
  options: { width?: number; height?: number; ppi?: number } = {},
): TestPrint {
  const limit = printSizeLimit(code);
  const width = options.width ?? Math.min(limit.maxWidth, 760);
  const height = options.height ?? Math.min(limit.maxHeight, 720);
  const ppi = options.ppi ?? 500;
  const key = `${width}x${height}@${ppi}`;
  let images = cache.get(key);
  if (!images) {
    const pixels = ridgePixels(width, height);
    images = {
      wsq: Buffer.from(encodeWsq(pixels, width, height, { bitrate: 0.75, ppi })).toString('base64'),
      png: grayPng(pixels, width, height).toString('base64'),
    };
    cache.set(key, images);
  }
  return { code, wsqImage: images.wsq, bitmapImage: images.png, width, height, quality: 2 };
}

/** The size the simulator gives each kind of impression (rolled 760x720, plain thumb 500x650, slap 1600x1000). */
export function simulatorSize(code: FingerCode): { width: number; height: number } {
  if (code.endsWith('_FOUR_FINGER')) return { width: 1600, height: 1000 };
  if (code.endsWith('_FLAT')) return { width: 500, height: 650 };
  return { width: 760, height: 720 };
}

export const TINY_PNG_DATA_URL = `data:image/png;base64,${grayPng(new Uint8Array(16 * 8).fill(200), 16, 8).toString('base64')}`;
