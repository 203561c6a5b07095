import { NistFormatError } from '../nist-format-error';

/** A Huffman table as stored in a DHT segment: code counts per length 1..16 and symbols in code order. */
export interface HuffmanSpec {
  bits: Uint8Array;
  values: Uint8Array;
}

/** Canonical code assignment (JPEG/WSQ style): codes of each length follow on from the previous length. */
export function canonicalCodes(
  spec: HuffmanSpec,
  offset: number,
): { codes: Uint16Array; lengths: Uint8Array } {
  const n = spec.values.length;
  const codes = new Uint16Array(n);
  const lengths = new Uint8Array(n);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    const count = spec.bits[len - 1]!;
    for (let i = 0; i < count; i++) {
      if (code >= 1 << len)
        throw new NistFormatError(`Huffman table oversubscribed at length ${len}`, offset);
      codes[k] = code;
      lengths[k] = len;
      k++;
      code++;
    }
    code <<= 1;
  }
  return { codes, lengths };
}

/** Code lengths up to this many bits resolve with one table lookup; longer ones walk the canonical ranges. */
export const FAST_BITS = 10;

/**
 * Decoder for one table: `fast` maps the next FAST_BITS bits to (code length << 8) | symbol (0 = longer
 * code or none); the canonical first/last code per length handles the rare longer codes. Small enough to
 * build per file without allocation pressure.
 */
export interface HuffmanDecoder {
  fast: Int32Array;
  minCode: Int32Array;
  maxCode: Int32Array;
  valPtr: Int32Array;
  values: Uint8Array;
}

export function buildDecoder(spec: HuffmanSpec, offset: number): HuffmanDecoder {
  const { codes, lengths } = canonicalCodes(spec, offset);
  const fast = new Int32Array(1 << FAST_BITS);
  const minCode = new Int32Array(17);
  const maxCode = new Int32Array(17).fill(-1);
  const valPtr = new Int32Array(17);
  for (let i = codes.length - 1; i >= 0; i--) {
    const len = lengths[i]!;
    minCode[len] = codes[i]!;
    valPtr[len] = i;
    if (maxCode[len] === -1) maxCode[len] = codes[i]!;
    if (len <= FAST_BITS) {
      const shift = FAST_BITS - len;
      const first = codes[i]! << shift;
      fast.fill((len << 8) | spec.values[i]!, first, first + (1 << shift));
    }
  }
  return { fast, minCode, maxCode, valPtr, values: spec.values };
}

/** (length << 8) | symbol for the code at the top of `peek16`, or 0 when no code matches. */
export function decodeSlow(dec: HuffmanDecoder, peek16: number): number {
  for (let len = FAST_BITS + 1; len <= 16; len++) {
    const code = peek16 >>> (16 - len);
    const max = dec.maxCode[len]!;
    if (max >= 0 && code <= max && code >= dec.minCode[len]!) {
      return (len << 8) | dec.values[dec.valPtr[len]! + code - dec.minCode[len]!]!;
    }
  }
  return 0;
}

/**
 * Optimal code lengths limited to 16 bits (JPEG annex K.2, which WSQ and NBIS follow), including the
 * reserved extra symbol that keeps any code from being all ones.
 */
export function buildHuffmanSpec(counts: Int32Array | Uint32Array): HuffmanSpec {
  const freq = new Float64Array(257);
  for (let i = 0; i < 256; i++) freq[i] = counts[i] ?? 0;
  freq[256] = 1;
  const codesize = new Int32Array(257);
  const others = new Int32Array(257).fill(-1);
  for (;;) {
    let c1 = -1;
    let v = Infinity;
    for (let i = 0; i <= 256; i++) {
      const f = freq[i]!;
      if (f > 0 && f <= v) {
        v = f;
        c1 = i;
      }
    }
    let c2 = -1;
    v = Infinity;
    for (let i = 0; i <= 256; i++) {
      const f = freq[i]!;
      if (f > 0 && f <= v && i !== c1) {
        v = f;
        c2 = i;
      }
    }
    if (c2 < 0) break;
    freq[c1] = freq[c1]! + freq[c2]!;
    freq[c2] = 0;
    codesize[c1] = codesize[c1]! + 1;
    while (others[c1]! >= 0) {
      c1 = others[c1]!;
      codesize[c1] = codesize[c1]! + 1;
    }
    others[c1] = c2;
    codesize[c2] = codesize[c2]! + 1;
    while (others[c2]! >= 0) {
      c2 = others[c2]!;
      codesize[c2] = codesize[c2]! + 1;
    }
  }
  const bits = new Int32Array(64);
  for (let i = 0; i <= 256; i++) if (codesize[i]! > 0) bits[codesize[i]!] = bits[codesize[i]!]! + 1;
  for (let i = 63; i > 16; i--) {
    while (bits[i]! > 0) {
      let j = i - 2;
      while (bits[j] === 0) j--;
      bits[i] = bits[i]! - 2;
      bits[i - 1] = bits[i - 1]! + 1;
      bits[j + 1] = bits[j + 1]! + 2;
      bits[j] = bits[j]! - 1;
    }
  }
  let longest = 16;
  while (longest > 0 && bits[longest] === 0) longest--;
  bits[longest] = bits[longest]! - 1; // drop the reserved symbol
  const out = new Uint8Array(16);
  for (let i = 1; i <= 16; i++) out[i - 1] = bits[i]!;
  const values: number[] = [];
  for (let len = 1; len <= 63; len++) {
    for (let s = 0; s < 256; s++) if (codesize[s] === len) values.push(s);
  }
  return { bits: out, values: Uint8Array.from(values) };
}

/** Per-symbol code and length arrays (length 0 = symbol not in the table) for the encoder. */
export function encodeTable(spec: HuffmanSpec): { code: Uint16Array; size: Uint8Array } {
  const { codes, lengths } = canonicalCodes(spec, 0);
  const code = new Uint16Array(256);
  const size = new Uint8Array(256);
  for (let i = 0; i < codes.length; i++) {
    const s = spec.values[i]!;
    code[s] = codes[i]!;
    size[s] = lengths[i]!;
  }
  return { code, size };
}
