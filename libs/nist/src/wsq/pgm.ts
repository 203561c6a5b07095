import { NistFormatError } from '../nist-format-error';

export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0b || b === 0x0c;
}

/** Reads a binary PGM (P5) with maxval 255; comments in the header are skipped. */
export function readPgm(bytes: Uint8Array): GrayImage {
  if (bytes.length < 2 || bytes[0] !== 0x50 || bytes[1] !== 0x35)
    throw new NistFormatError('not a binary PGM (P5)', 0);
  let pos = 2;
  const token = (): number => {
    for (;;) {
      while (pos < bytes.length && isSpace(bytes[pos]!)) pos++;
      if (bytes[pos] === 0x23) {
        while (pos < bytes.length && bytes[pos] !== 0x0a) pos++;
        continue;
      }
      break;
    }
    const start = pos;
    let v = 0;
    while (pos < bytes.length && bytes[pos]! >= 0x30 && bytes[pos]! <= 0x39 && pos - start < 9) {
      v = v * 10 + bytes[pos]! - 0x30;
      pos++;
    }
    if (pos === start) throw new NistFormatError('PGM header: expected a number', start);
    return v;
  };
  const width = token();
  const height = token();
  const maxval = token();
  if (maxval !== 255) throw new NistFormatError(`PGM maxval ${maxval} unsupported (only 8-bit)`, pos);
  if (pos >= bytes.length || !isSpace(bytes[pos]!))
    throw new NistFormatError('PGM header not terminated', pos);
  pos++;
  if (width === 0 || height === 0) throw new NistFormatError('PGM declares an empty image', 0);
  if (bytes.length - pos < width * height)
    throw new NistFormatError('PGM pixel data is truncated', bytes.length);
  // Copy into a plain Uint8Array: a Node Buffer's slice() would be a view into its shared pool.
  return { width, height, pixels: new Uint8Array(bytes.subarray(pos, pos + width * height)) };
}

/** Writes a binary PGM exactly as NBIS tools do: "P5\n<w> <h>\n255\n" then the pixels. */
export function writePgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.pixels.length);
  out.set(header, 0);
  out.set(image.pixels, header.length);
  return out;
}
