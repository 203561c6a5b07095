/**
 * The 10.012 CSP value an image's own bytes call for (EBTS 9.1, 10.012): `GRAY` for one channel; `SRGB` for a colour
 * JPEG (JFIF's external colour space) or a colour PNG. Undefined when the bytes are neither JPEG nor PNG or their
 * header cannot be read.
 */
export function photoColorSpace(image: Uint8Array): 'GRAY' | 'SRGB' | undefined {
  const channels = jpegComponents(image) ?? pngChannels(image);
  if (channels === undefined) return undefined;
  return channels === 1 ? 'GRAY' : 'SRGB';
}

/** The component count of a JPEG's first start-of-frame segment. */
function jpegComponents(bytes: Uint8Array): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): byte 9 of the segment is the component count.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return bytes[offset + 9];
    }
    offset += 2 + length;
  }
  return undefined;
}

/** 1 for greyscale PNGs (colour types 0 and 4), 3 for the others, from the IHDR chunk. */
function pngChannels(bytes: Uint8Array): number | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 26 || !signature.every((byte, i) => bytes[i] === byte)) return undefined;
  const colorType = bytes[25]!;
  return colorType === 0 || colorType === 4 ? 1 : 3;
}
