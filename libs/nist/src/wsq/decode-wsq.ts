import { NistFormatError } from '../nist-format-error';
import { FAST_BITS, buildDecoder, decodeSlow, type HuffmanDecoder, type HuffmanSpec } from './huffman';
import { floatPlanes } from './float-planes';
import { ppiFromComments } from './nistcom';
import { WaveletScratch, synthesizeNode, type HalfFilter } from './wavelet';
import {
  COEFF_OFFSET,
  MARKER_NAMES,
  MAX_HUFFMAN_TABLES,
  MAX_ZERO_RUN_SYMBOL,
  NUM_SUBBANDS,
  SYM_NEG_16,
  SYM_NEG_8,
  SYM_POS_16,
  SYM_POS_8,
  SYM_RUN_16,
  SYM_RUN_8,
  WSQ_MARKER,
} from './wsq-markers';
import { buildWsqTrees, type Subband } from './wsq-trees';

export interface WsqImage {
  width: number;
  height: number;
  /** 8-bit grey pixels, row-major, width * height. */
  pixels: Uint8Array;
  /** From the NISTCOM comment, undefined when absent or -1. */
  ppi: number | undefined;
  /** Text of every COM segment, in file order. */
  comments: string[];
}

export interface WsqDecodeOptions {
  /** Largest width * height accepted before any pixel memory is allocated. Default 50 megapixels. */
  maxPixels?: number;
}

export interface WsqFrameHeader {
  black: number;
  white: number;
  width: number;
  height: number;
  /** Mean shift M and scale R the encoder applied before the transform. */
  shift: number;
  scale: number;
  encoder: number;
  software: number;
}

interface Quantization {
  binCenter: number;
  q: Float64Array;
  z: Float64Array;
}

const DEFAULT_MAX_PIXELS = 50_000_000;
/** Cheapest way to emit coefficients: a 1-bit code plus a 16-bit run of up to 65535 zeros. */
const MAX_COEFFS_PER_BIT = 65535 / 17;

const f32 = Math.fround;

/** value / 10^scale computed the way the reference does (repeated single-precision division). */
function scaled(value: number, scale: number): number {
  let v = f32(value);
  for (let i = 0; i < scale; i++) v = f32(v / 10);
  return v;
}

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  need(n: number, what: string): void {
    if (this.pos + n > this.bytes.length) {
      throw new NistFormatError(`WSQ data ends inside ${what} (need ${n} bytes)`, this.pos);
    }
  }
  u8(): number {
    this.need(1, 'a field');
    return this.bytes[this.pos++]!;
  }
  u16(): number {
    this.need(2, 'a field');
    const v = (this.bytes[this.pos]! << 8) | this.bytes[this.pos + 1]!;
    this.pos += 2;
    return v;
  }
  u32(): number {
    this.need(4, 'a field');
    const b = this.bytes;
    const p = this.pos;
    this.pos += 4;
    return ((b[p]! << 24) | (b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!) >>> 0;
  }
}

function parseTransformTable(r: Reader, end: number): { lo: HalfFilter; hi: HalfFilter } {
  const start = r.pos;
  const hisz = r.u8();
  const losz = r.u8();
  if (hisz % 2 === 0 || losz % 2 === 0) {
    throw new NistFormatError(
      `DTT: only odd-length symmetric filters are supported (got ${hisz}/${losz})`,
      start,
    );
  }
  const nHi = (hisz + 1) / 2;
  const nLo = (losz + 1) / 2;
  if (start + 2 + 6 * (nHi + nLo) > end)
    throw new NistFormatError('DTT segment shorter than its filters', start);
  // The table carries half of each analysis filter; the synthesis filters are their sign-alternated copies.
  const read = (n: number): Float64Array => {
    const taps = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const sign = r.u8();
      const scale = r.u8();
      const raw = r.u32();
      let v = scaled(raw, scale);
      if (sign !== 0) v = -v;
      taps[k] = k % 2 === 0 ? v : -v;
    }
    return taps;
  };
  const hi = read(nHi);
  const lo = read(nLo);
  return { lo: { taps: lo }, hi: { taps: hi } };
}

function parseQuantizationTable(r: Reader, end: number): Quantization {
  const start = r.pos;
  if (start + 3 + 64 * 6 > end) throw new NistFormatError('DQT segment shorter than 64 subbands', start);
  const cScale = r.u8();
  const binCenter = scaled(r.u16(), cScale);
  const q = new Float64Array(64);
  const z = new Float64Array(64);
  for (let i = 0; i < 64; i++) {
    const qs = r.u8();
    q[i] = scaled(r.u16(), qs);
    const zs = r.u8();
    z[i] = scaled(r.u16(), zs);
  }
  return { binCenter, q, z };
}

function parseHuffmanTables(r: Reader, end: number, tables: (HuffmanSpec | undefined)[]): void {
  while (r.pos < end) {
    const at = r.pos;
    const id = r.u8();
    if (id >= MAX_HUFFMAN_TABLES) throw new NistFormatError(`DHT table id ${id} out of range 0..7`, at);
    if (r.pos + 16 > end) throw new NistFormatError('DHT segment shorter than its code counts', r.pos);
    const bits = r.bytes.slice(r.pos, r.pos + 16);
    r.pos += 16;
    let total = 0;
    for (const b of bits) total += b;
    if (total === 0 || total > 256) throw new NistFormatError(`DHT table ${id} declares ${total} codes`, at);
    if (r.pos + total > end) throw new NistFormatError('DHT segment shorter than its symbol list', r.pos);
    const values = r.bytes.slice(r.pos, r.pos + total);
    r.pos += total;
    tables[id] = { bits, values };
  }
}

function parseFrameHeader(r: Reader): WsqFrameHeader {
  const black = r.u8();
  const white = r.u8();
  const height = r.u16();
  const width = r.u16();
  const em = r.u8();
  const m = r.u16();
  const er = r.u8();
  const rr = r.u16();
  const encoder = r.u8();
  const software = r.u16();
  return { black, white, width, height, shift: scaled(m, em), scale: scaled(rr, er), encoder, software };
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 4096)));
  }
  return s;
}

/**
 * Scans entropy-coded data from `start` to the next marker, undoing 0xFF00 byte stuffing.
 * Returns the clean bytes and the offset of the marker that ends the segment.
 */
function unstuff(bytes: Uint8Array, start: number): { data: Uint8Array; end: number } {
  let end = start;
  const n = bytes.length;
  let stuffed = 0;
  while (end < n) {
    if (bytes[end] === 0xff) {
      if (end + 1 >= n) throw new NistFormatError('WSQ data ends inside entropy-coded block', end);
      if (bytes[end + 1] !== 0) break;
      stuffed++;
      end += 2;
    } else end++;
  }
  if (end >= n) throw new NistFormatError('entropy-coded block is not followed by a marker', end);
  if (stuffed === 0) return { data: bytes.subarray(start, end), end };
  const data = new Uint8Array(end - start - stuffed);
  let j = 0;
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    data[j++] = b;
    if (b === 0xff) i++;
  }
  return { data, end };
}

/** Decodes one entropy block, appending quantised coefficients to out from index `at`; returns new index. */
function decodeBlock(
  data: Uint8Array,
  dec: HuffmanDecoder,
  out: Int16Array,
  at: number,
  offset: number,
): number {
  const n = data.length;
  const totalBits = n * 8;
  const limit = out.length;
  const fast = dec.fast;
  let bytePos = 0;
  let buf = 0;
  let cnt = 0;
  let ipc = at;
  for (;;) {
    while (cnt <= 24) {
      buf = (buf << 8) | (bytePos < n ? data[bytePos]! : 0xff);
      bytePos++;
      cnt += 8;
    }
    const consumed = bytePos * 8 - cnt;
    const remaining = totalBits - consumed;
    if (remaining <= 0) break;
    const peek = (buf >>> (cnt - 16)) & 0xffff;
    // The encoder pads the last byte with 1 bits, which never form a complete code.
    if (remaining < 8 && peek === 0xffff) break;
    let entry = fast[peek >>> (16 - FAST_BITS)]!;
    if (entry === 0) entry = decodeSlow(dec, peek);
    if (entry === 0)
      throw new NistFormatError('invalid Huffman code in entropy data', offset + (consumed >> 3));
    const len = entry >> 8;
    if (len > remaining) {
      if (peek === 0xffff) break;
      throw new NistFormatError('entropy data ends inside a Huffman code', offset + n);
    }
    cnt -= len;
    const sym = entry & 0xff;
    if (sym > SYM_RUN_16 && sym < 0xff) {
      if (ipc >= limit)
        throw new NistFormatError('entropy data holds more coefficients than the image', offset);
      out[ipc++] = sym - COEFF_OFFSET;
      continue;
    }
    if (sym >= 1 && sym <= MAX_ZERO_RUN_SYMBOL) {
      if (ipc + sym > limit)
        throw new NistFormatError('entropy data holds more coefficients than the image', offset);
      ipc += sym; // out is zero-filled
      continue;
    }
    let extra: number;
    if (sym === SYM_POS_8 || sym === SYM_NEG_8 || sym === SYM_RUN_8) extra = 8;
    else if (sym === SYM_POS_16 || sym === SYM_NEG_16 || sym === SYM_RUN_16) extra = 16;
    else throw new NistFormatError(`invalid WSQ Huffman symbol ${sym}`, offset + (consumed >> 3));
    if (remaining - len < extra)
      throw new NistFormatError('entropy data ends inside an escape value', offset + n);
    if (cnt < extra) {
      while (cnt <= 24) {
        buf = (buf << 8) | (bytePos < n ? data[bytePos]! : 0xff);
        bytePos++;
        cnt += 8;
      }
    }
    const v = (buf >>> (cnt - extra)) & ((1 << extra) - 1);
    cnt -= extra;
    if (sym === SYM_RUN_8 || sym === SYM_RUN_16) {
      if (ipc + v > limit)
        throw new NistFormatError('entropy data holds more coefficients than the image', offset);
      ipc += v;
    } else {
      if (ipc >= limit)
        throw new NistFormatError('entropy data holds more coefficients than the image', offset);
      out[ipc++] = sym === SYM_POS_8 || sym === SYM_POS_16 ? v : -v;
    }
  }
  return ipc;
}

function codedLength(subbands: readonly Subband[], q: Float64Array): number {
  let total = 0;
  for (let i = 0; i < NUM_SUBBANDS; i++) {
    if (q[i] !== 0) total += subbands[i]!.lenx * subbands[i]!.leny;
  }
  return total;
}

/**
 * Decodes a WSQ file (FBI IAFIS-IC-0110 v3) to 8-bit grey pixels.
 * Throws NistFormatError, with the byte offset, for anything malformed.
 */
export function decodeWsq(bytes: Uint8Array, options: WsqDecodeOptions = {}): WsqImage {
  const parsed = parseWsq(bytes, options);
  const pixels = reconstruct(parsed.frame, parsed.subbands, parsed.quant, parsed.coeffs, parsed.filters);
  return {
    width: parsed.frame.width,
    height: parsed.frame.height,
    pixels,
    ppi: parsed.ppi,
    comments: parsed.comments,
  };
}

export interface WsqCheck {
  width: number;
  height: number;
  ppi: number | undefined;
  comments: string[];
}

/**
 * Checks a WSQ file as decodeWsq does, every table and every Huffman-coded coefficient of every block, and
 * stops before the pixels: dequantising and the inverse wavelet transform cannot fail on coefficients that
 * decoded, and they are most of a decode's time. For a server that must refuse a bad print but needs no pixels.
 * Throws NistFormatError exactly where decodeWsq would.
 */
export function checkWsq(bytes: Uint8Array, options: WsqDecodeOptions = {}): WsqCheck {
  const { frame, ppi, comments } = parseWsq(bytes, options);
  return { width: frame.width, height: frame.height, ppi, comments };
}

function parseWsq(bytes: Uint8Array, options: WsqDecodeOptions) {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const r = new Reader(bytes);
  if (bytes.length < 2 || r.u16() !== WSQ_MARKER.SOI)
    throw new NistFormatError('not a WSQ file: no SOI marker', 0);

  const comments: string[] = [];
  const huffman: (HuffmanSpec | undefined)[] = new Array<HuffmanSpec | undefined>(MAX_HUFFMAN_TABLES);
  const decoders: (HuffmanDecoder | undefined)[] = new Array<HuffmanDecoder | undefined>(MAX_HUFFMAN_TABLES);
  let filters: { lo: HalfFilter; hi: HalfFilter } | undefined;
  let quant: Quantization | undefined;
  let frame: WsqFrameHeader | undefined;
  let subbands: Subband[] | undefined;
  let coeffs: Int16Array | undefined;
  let ipc = 0;
  let blocks = 0;

  for (;;) {
    const markerAt = r.pos;
    const marker = r.u16();
    const name = MARKER_NAMES[marker];
    if (name === undefined) {
      throw new NistFormatError(
        `expected a WSQ marker, found 0x${marker.toString(16).padStart(4, '0')}`,
        markerAt,
      );
    }
    if (marker === WSQ_MARKER.EOI) {
      if (blocks === 0) throw new NistFormatError('EOI before any SOB block', markerAt);
      break;
    }
    if (marker === WSQ_MARKER.SOI) throw new NistFormatError('unexpected second SOI', markerAt);
    const len = r.u16();
    const end = markerAt + 2 + len;
    if (len < 2 || end > bytes.length) {
      throw new NistFormatError(`${name} segment length ${len} runs past the end of the data`, markerAt + 2);
    }
    switch (marker) {
      case WSQ_MARKER.COM:
        comments.push(latin1(bytes.subarray(r.pos, end)));
        break;
      case WSQ_MARKER.DTT:
        filters = parseTransformTable(r, end);
        break;
      case WSQ_MARKER.DQT:
        if (coeffs === undefined) quant = parseQuantizationTable(r, end);
        break;
      case WSQ_MARKER.DHT:
        parseHuffmanTables(r, end, huffman);
        for (let i = 0; i < MAX_HUFFMAN_TABLES; i++) decoders[i] = undefined;
        break;
      case WSQ_MARKER.SOF: {
        if (frame) throw new NistFormatError('second SOF frame header', markerAt);
        if (len < 17) throw new NistFormatError('SOF segment too short', markerAt + 2);
        frame = parseFrameHeader(r);
        if (frame.width === 0 || frame.height === 0)
          throw new NistFormatError('SOF declares an empty image', markerAt);
        if (frame.width * frame.height > maxPixels) {
          throw new NistFormatError(
            `SOF declares ${frame.width}x${frame.height}, above the ${maxPixels}-pixel limit`,
            markerAt,
          );
        }
        subbands = buildWsqTrees(frame.width, frame.height).subbands;
        break;
      }
      case WSQ_MARKER.SOB: {
        if (!frame || !subbands) throw new NistFormatError('SOB before SOF', markerAt);
        if (!quant) throw new NistFormatError('SOB before DQT', markerAt);
        if (len < 3) throw new NistFormatError('SOB segment too short', markerAt + 2);
        const id = r.u8();
        const spec = id < MAX_HUFFMAN_TABLES ? huffman[id] : undefined;
        if (!spec) throw new NistFormatError(`SOB refers to undefined Huffman table ${id}`, markerAt + 4);
        if (!coeffs) {
          const total = codedLength(subbands, quant.q);
          // A file this short cannot hold this many coefficients: refuse before allocating for them.
          if (total > (bytes.length - end) * 8 * MAX_COEFFS_PER_BIT + 1) {
            throw new NistFormatError(`${total} coefficients cannot fit in the remaining data`, markerAt);
          }
          // 16-bit like the reference decoder's short buffer (escapes above 32767 wrap the same way).
          coeffs = new Int16Array(total);
        }
        let decoder = decoders[id];
        if (!decoder) {
          decoder = buildDecoder(spec, markerAt);
          decoders[id] = decoder;
        }
        const { data, end: blockEnd } = unstuff(bytes, end);
        ipc = decodeBlock(data, decoder, coeffs, ipc, end);
        blocks++;
        r.pos = blockEnd;
        continue;
      }
      default:
        throw new NistFormatError(`unsupported WSQ marker ${name}`, markerAt);
    }
    r.pos = end;
  }

  if (!frame || !subbands || !coeffs || !quant) throw new NistFormatError('WSQ file has no frame', 0);
  if (!filters) throw new NistFormatError('WSQ file has no DTT transform table', 0);
  if (ipc !== coeffs.length) {
    throw new NistFormatError(`entropy data holds ${ipc} of ${coeffs.length} coefficients`, bytes.length);
  }
  return { frame, subbands, quant, coeffs, filters, ppi: ppiFromComments(comments), comments };
}

export interface WsqInfo extends WsqFrameHeader {
  ppi: number | undefined;
  comments: string[];
}

/**
 * Reads the frame header (and the comments before it) without decoding any pixels, e.g. to check that a
 * record's declared size agrees with the WSQ data it carries.
 */
export function readWsqInfo(bytes: Uint8Array): WsqInfo {
  const r = new Reader(bytes);
  if (bytes.length < 2 || r.u16() !== WSQ_MARKER.SOI)
    throw new NistFormatError('not a WSQ file: no SOI marker', 0);
  const comments: string[] = [];
  for (;;) {
    const markerAt = r.pos;
    const marker = r.u16();
    const name = MARKER_NAMES[marker];
    if (
      name === undefined ||
      marker === WSQ_MARKER.SOI ||
      marker === WSQ_MARKER.EOI ||
      marker === WSQ_MARKER.SOB
    ) {
      throw new NistFormatError(
        `expected a table, comment or SOF marker, found 0x${marker.toString(16)}`,
        markerAt,
      );
    }
    const len = r.u16();
    const end = markerAt + 2 + len;
    if (len < 2 || end > bytes.length) {
      throw new NistFormatError(`${name} segment length ${len} runs past the end of the data`, markerAt + 2);
    }
    if (marker === WSQ_MARKER.COM) comments.push(latin1(bytes.subarray(r.pos, end)));
    if (marker === WSQ_MARKER.SOF) {
      if (len < 17) throw new NistFormatError('SOF segment too short', markerAt + 2);
      return { ...parseFrameHeader(r), ppi: ppiFromComments(comments), comments };
    }
    r.pos = end;
  }
}

function reconstruct(
  frame: WsqFrameHeader,
  subbands: readonly Subband[],
  quant: Quantization,
  coeffs: Int16Array,
  filters: { lo: HalfFilter; hi: HalfFilter },
): Uint8Array {
  const { width, height } = frame;
  const [image, tmp] = floatPlanes(width * height);
  image.fill(0);
  const c = quant.binCenter;
  let k = 0;
  for (let s = 0; s < NUM_SUBBANDS; s++) {
    const q = quant.q[s]!;
    if (q === 0) continue;
    const halfZ = quant.z[s]! / 2;
    const sb = subbands[s]!;
    for (let row = 0; row < sb.leny; row++) {
      const off = (sb.y + row) * width + sb.x;
      for (let col = 0; col < sb.lenx; col++) {
        const v = coeffs[k++]!;
        if (v > 0) image[off + col] = q * (v - c) + halfZ;
        else if (v < 0) image[off + col] = q * (v + c) - halfZ;
      }
    }
  }
  const taps = Math.max(filters.lo.taps.length, filters.hi.taps.length);
  const scratch = new WaveletScratch(Math.max(width, height), taps + 2);
  const nodes = buildWsqTrees(width, height).wavelet;
  const pixels = new Uint8Array(width * height);
  // Node 0 spans the whole image; its last pass writes the 8-bit output row by row.
  const target = { pixels, shift: frame.shift, scale: frame.scale };
  for (let i = nodes.length - 1; i >= 0; i--) {
    synthesizeNode(
      image,
      tmp,
      width,
      nodes[i]!,
      filters.lo,
      filters.hi,
      scratch,
      i === 0 ? target : undefined,
    );
  }
  return pixels;
}
