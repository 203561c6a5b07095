/** Decodes bytes one character per byte, so every byte value survives a round trip. */
export function latin1Decode(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  const chunk = 8192;
  for (let i = start; i < end; i += chunk) {
    out += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + chunk)));
  }
  return out;
}

/** Encodes a string one byte per character; returns the index of the first character above U+00FF, or -1. */
export function latin1EncodeInto(text: string, target: Uint8Array, offset: number): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return i;
    target[offset + i] = code;
  }
  return -1;
}
