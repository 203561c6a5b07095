import type { DataUrlImage } from '../sessions/session-store';

/** Pixel size of a PNG (IHDR) or baseline/progressive JPEG (SOFn), or undefined when unreadable. */
export function imageSize(image: DataUrlImage): { width: number; height: number } | undefined {
  const b = image.bytes;
  if (image.mime === 'image/png') {
    if (b.length < 24) return undefined;
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    const length = ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      return {
        height: ((b[at + 5] ?? 0) << 8) | (b[at + 6] ?? 0),
        width: ((b[at + 7] ?? 0) << 8) | (b[at + 8] ?? 0),
      };
    }
    at += 2 + length;
  }
  return undefined;
}
