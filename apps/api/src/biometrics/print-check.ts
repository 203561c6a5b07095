import { PRINT_PPI, printSizeProblem, type FingerCode } from '@ridgeline/domain';
import { checkWsq, NistFormatError } from '@ridgeline/nist';
import { imageSize } from 'image-size';

export interface UploadedPrint {
  code: FingerCode;
  wsqImage: string;
  bitmapImage: string;
  width: number;
  height: number;
  quality?: number;
}

export interface CheckedPrint {
  code: FingerCode;
  wsq: Buffer;
  bitmap: Buffer;
  bitmapType: 'image/png' | 'image/bmp';
  width: number;
  height: number;
  quality: number | null;
}

export class PrintProblem extends Error {
  constructor(
    readonly code: FingerCode,
    message: string,
  ) {
    super(message);
    this.name = 'PrintProblem';
  }
}

/**
 * Width and height of a PNG or BMP image, or null for anything else. The image-size library reads the header (one
 * reader for every image the product takes; a bottom-up or top-down BMP both give a positive height).
 */
export function bitmapSize(
  bytes: Buffer,
): { type: CheckedPrint['bitmapType']; width: number; height: number } | null {
  let probed: ReturnType<typeof imageSize>;
  try {
    probed = imageSize(bytes);
  } catch {
    return null;
  }
  const type = probed.type === 'png' ? 'image/png' : probed.type === 'bmp' ? 'image/bmp' : null;
  if (!type || !probed.width || !probed.height) return null;
  return { type, width: probed.width, height: probed.height };
}

/**
 * The bytes of base64 text (whole quads, at most two `=` at the end), or null. Node decodes natively and skips
 * anything that is not base64, so the text was clean exactly when it yields as many bytes as its length promises;
 * base64url's `-` and `_`, which Node would take, are looked for apart. No regular expression or loop over the
 * characters: on a multi-megabyte ten-print either cost a tenth of a second (apps/api/bench).
 */
export function base64Decoded(value: string): Buffer | null {
  const length = value.length;
  if (length === 0 || length % 4 !== 0) return null;
  const pads = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  if (value.includes('-') || value.includes('_')) return null;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === (length / 4) * 3 - pads ? bytes : null;
}

function base64Bytes(code: FingerCode, what: string, value: string): Buffer {
  const bytes = base64Decoded(value);
  if (!bytes) throw new PrintProblem(code, `${code}: the ${what} is not base64`);
  return bytes;
}

/**
 * Checks one uploaded impression before anything is stored: the WSQ decodes (libs/nist's checkWsq: every table and
 * coefficient, not the pixels), it was scanned at 500 ppi,
 * its size is one the finger code allows, and the bitmap and the declared width and height match the WSQ.
 * Throws PrintProblem with a message that starts with the finger code.
 */
export function checkPrint(print: UploadedPrint): CheckedPrint {
  const { code } = print;
  const wsq = base64Bytes(code, 'WSQ image', print.wsqImage);
  const bitmap = base64Bytes(code, 'bitmap image', print.bitmapImage);
  let decoded;
  try {
    // Every coefficient is decoded; the pixels are not needed here (the bitmap comes with the print).
    decoded = checkWsq(wsq);
  } catch (error) {
    if (error instanceof NistFormatError) {
      throw new PrintProblem(code, `${code}: the WSQ image does not decode (${error.message})`);
    }
    throw error;
  }
  if (decoded.ppi !== PRINT_PPI) {
    throw new PrintProblem(
      code,
      `${code}: the WSQ image is ${decoded.ppi === undefined ? 'of unknown resolution' : `${decoded.ppi} ppi`}, ${PRINT_PPI} ppi is required`,
    );
  }
  const sizeProblem = printSizeProblem(code, decoded.width, decoded.height);
  if (sizeProblem) throw new PrintProblem(code, sizeProblem);
  if (print.width !== decoded.width || print.height !== decoded.height) {
    throw new PrintProblem(
      code,
      `${code}: width and height say ${print.width}x${print.height}, the WSQ image is ${decoded.width}x${decoded.height}`,
    );
  }
  const size = bitmapSize(bitmap);
  if (!size) throw new PrintProblem(code, `${code}: the bitmap image must be a PNG or BMP image`);
  if (size.width !== decoded.width || size.height !== decoded.height) {
    throw new PrintProblem(
      code,
      `${code}: the bitmap image is ${size.width}x${size.height}, the WSQ image is ${decoded.width}x${decoded.height}`,
    );
  }
  return {
    code,
    wsq,
    bitmap,
    bitmapType: size.type,
    width: decoded.width,
    height: decoded.height,
    quality: print.quality ?? null,
  };
}
