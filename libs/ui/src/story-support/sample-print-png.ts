/**
 * Real-looking print pictures for the fake device agent in Storybook: grey ridges drawn per finger code and encoded
 * as a PNG synchronously (stored deflate blocks, no compression library), so `createFakeAgent({ renderPrint })`
 * answers with images a print tile shows, not the 1x1 black pixel of its default.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const part = raw.subarray(block * 65535, Math.min(raw.length, (block + 1) * 65535));
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = part.length & 0xff;
    out[at + 2] = part.length >>> 8;
    out[at + 3] = ~part.length & 0xff;
    out[at + 4] = (~part.length >>> 8) & 0xff;
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  new DataView(out.buffer).setUint32(at, adler32(raw));
  return out;
}

/** An 8-bit greyscale PNG of `pixels` (row-major, width * height). */
export function grayPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', storedZlib(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

/** A small deterministic noise source, so a story looks the same on every run. */
function noise(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
}

/** The kind of picture a code gets, an eighth of the simulator's sizes (rolled 800x750, plain 500x600, slaps 1600x1500). */
function kindOf(code: string): { kind: string; width: number; height: number; fingers: number } {
  if (code.endsWith('FOUR_FINGER')) return { kind: 'slap', width: 200, height: 188, fingers: 4 };
  if (code.endsWith('_ROLL')) return { kind: 'rolled', width: 100, height: 94, fingers: 1 };
  return { kind: 'plain', width: 63, height: 75, fingers: 1 };
}

/**
 * The picture of one print for the fake agent: whorl ridges on each finger's oval, paler and noisier as the
 * quality number rises (1 best, 5 worst), on a near-white background. Returns the PNG as base64 and its size.
 */
export function samplePrintPng(
  code: string,
  quality = 2,
): { bitmapImage: string; width: number; height: number } {
  const kind = kindOf(code);
  const key = `${kind.kind}:${quality}`;
  let image = drawn.get(key);
  if (!image) {
    image = drawPrint(kind, quality);
    drawn.set(key, image);
  }
  return image;
}

/**
 * Each kind of print (rolled, plain, slap) is drawn once per quality and page: drawing is slow enough in a busy
 * browser to hold up a story's capture of fourteen prints.
 */
const drawn = new Map<string, { bitmapImage: string; width: number; height: number }>();

function drawPrint(
  { kind, width, height, fingers }: ReturnType<typeof kindOf>,
  quality: number,
): { bitmapImage: string; width: number; height: number } {
  const seed = [...kind].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0;
  const random = noise(seed);
  const contrast = Math.max(0.35, 1 - (quality - 1) * 0.15);
  const grain = 10 + quality * 8;
  const pixels = new Uint8Array(width * height).fill(245);
  const slot = width / fingers;
  for (let finger = 0; finger < fingers; finger++) {
    const cx = slot * (finger + 0.5) + ((seed >> finger) % 7) - 3;
    const cy = height * (fingers > 1 ? 0.45 + 0.08 * Math.sin(finger + 1) : 0.5);
    const rx = slot * 0.4;
    const ry = height * 0.42;
    for (let y = 0; y < height; y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, Math.ceil(cx + rx)); x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        const inside = dx * dx + dy * dy;
        if (inside > 1) continue;
        const r = Math.hypot(x - cx, (y - cy) * 0.8);
        const ridge = Math.cos(r * 1.4 + Math.atan2(y - cy, x - cx));
        const value = 150 - 105 * contrast * ridge + (random() - 0.5) * grain;
        pixels[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return { bitmapImage: base64(grayPng(width, height, pixels)), width, height };
}
