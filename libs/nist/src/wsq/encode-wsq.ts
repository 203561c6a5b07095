import { ByteWriter } from './byte-writer';
import { buildHuffmanSpec, encodeTable, type HuffmanSpec } from './huffman';
import { floatPlanes } from './float-planes';
import { buildNistcom } from './nistcom';
import { binWidths, quantizeSubbands, subbandVariances, type BinWidths } from './quantize';
import { WaveletScratch, analyzeNode, type HalfFilter } from './wavelet';
import {
  COEFF_OFFSET,
  MAX_DIRECT_COEFF,
  MAX_ZERO_RUN_SYMBOL,
  MIN_DIRECT_COEFF,
  NUM_SUBBANDS,
  SYM_NEG_16,
  SYM_NEG_8,
  SYM_POS_16,
  SYM_POS_8,
  SYM_RUN_16,
  SYM_RUN_8,
  WSQ_MARKER,
} from './wsq-markers';
import { buildWsqTrees } from './wsq-trees';

export interface WsqEncodeOptions {
  /** Target bits per pixel; 0.75 (about 15:1) is the FBI's setting for 500 ppi prints. */
  bitrate?: number;
  /** Recorded in the NISTCOM comment; WSQ itself is defined for 500 ppi. */
  ppi?: number;
  /** Extra free-text comment, written as its own COM segment after the NISTCOM one. */
  comment?: string;
}

const f32 = Math.fround;

/** Analysis filters (CDF 9/7 as in the FBI specification), centre tap first, in single precision as NBIS. */
const ANALYSIS_LOW: HalfFilter = {
  taps: Float64Array.from(
    [
      0.8526986790088938, 0.37740285561283066, -0.11062440441843718, -0.023849465019556843,
      0.03782845550726404,
    ].map(f32),
  ),
};
const ANALYSIS_HIGH: HalfFilter = {
  taps: Float64Array.from(
    [0.7884856164055829, -0.41809227322161724, -0.04068941760916406, 0.06453888262869706].map(f32),
  ),
};

/**
 * Decimal (scale, value) pair as the reference writes it: multiply by 10 in single precision until the
 * value would no longer fit in `limit`, then round. Matching this keeps our tables byte-identical to NBIS.
 */
function toScaled(v: number, limit: number): [scale: number, value: number] {
  if (v === 0) return [0, 0];
  let t = f32(Math.abs(v));
  if (t >= limit) return [0, Math.min(limit, Math.round(t))];
  let scale = 0;
  while (t < limit) {
    scale++;
    t = f32(t * 10);
  }
  scale--;
  return [scale, Math.floor(t / 10 + 0.5)];
}

function writeTransformTable(w: ByteWriter): void {
  const lo = ANALYSIS_LOW.taps;
  const hi = ANALYSIS_HIGH.taps;
  w.u16(WSQ_MARKER.DTT);
  w.u16(2 + 2 + 6 * (lo.length + hi.length));
  w.u8(2 * lo.length - 1);
  w.u8(2 * hi.length - 1);
  for (const taps of [lo, hi]) {
    for (const t of taps) {
      const [scale, value] = toScaled(t, 4294967295);
      w.u8(t < 0 ? 1 : 0);
      w.u8(scale);
      w.u32(value);
    }
  }
}

function writeQuantizationTable(w: ByteWriter, bins: BinWidths): void {
  w.u16(WSQ_MARKER.DQT);
  w.u16(389);
  w.u8(2);
  w.u16(44); // bin centre C = 0.44
  for (let s = 0; s < 64; s++) {
    const coded = s < NUM_SUBBANDS && bins.q[s] !== 0;
    const [qs, qv] = coded ? toScaled(bins.q[s]!, 65535) : [0, 0];
    const [zs, zv] = coded ? toScaled(bins.z[s]!, 65535) : [0, 0];
    w.u8(qs);
    w.u16(qv);
    w.u8(zs);
    w.u16(zv);
  }
}

function writeFrameHeader(w: ByteWriter, width: number, height: number, shift: number, scale: number): void {
  w.u16(WSQ_MARKER.SOF);
  w.u16(17);
  w.u8(0);
  w.u8(255);
  w.u16(height);
  w.u16(width);
  const [ms, mv] = toScaled(shift, 65535);
  const [rs, rv] = toScaled(scale, 65535);
  w.u8(ms);
  w.u16(mv);
  w.u8(rs);
  w.u16(rv);
  w.u8(2); // encoder number, as NBIS
  w.u16(0); // software implementation number
}

function writeComment(w: ByteWriter, text: string): void {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  if (bytes.length > 65533) throw new RangeError('WSQ comment longer than 65533 bytes');
  w.u16(WSQ_MARKER.COM);
  w.u16(bytes.length + 2);
  w.bytes(bytes);
}

function writeHuffmanTable(w: ByteWriter, id: number, spec: HuffmanSpec): void {
  w.u16(WSQ_MARKER.DHT);
  w.u16(3 + 16 + spec.values.length);
  w.u8(id);
  w.bytes(spec.bits);
  w.bytes(spec.values);
}

/** Symbol stream of one block: Huffman symbols plus the raw escape value each one carries (if any). */
interface Symbols {
  sym: Uint8Array;
  length: number;
  /** Raw values of the escape symbols, in order (escapes are rare, so this stays short). */
  extra: Uint16Array;
}

/**
 * Turns quantised coefficients into run/coefficient symbols (runs capped at 65535 as in NBIS). Escapes
 * carry their raw value in `extra`; everything is written through locals to keep the loop tight.
 */
function symbolize(coeffs: Int16Array, start: number, end: number): Symbols {
  const sym = new Uint8Array(end - start);
  let extra = new Uint16Array(1024);
  let n = 0;
  let e = 0;
  let run = 0;
  for (let i = start; i < end; i++) {
    const v = coeffs[i]!;
    if (v === 0) {
      run++;
      if (run < 0xffff) continue;
    } else if (v <= MAX_DIRECT_COEFF && v >= MIN_DIRECT_COEFF && run === 0) {
      sym[n++] = v + COEFF_OFFSET;
      continue;
    }
    if (e + 2 > extra.length) {
      const grown = new Uint16Array(extra.length * 2);
      grown.set(extra);
      extra = grown;
    }
    if (run > 0 && (v !== 0 || run === 0xffff)) {
      if (run <= MAX_ZERO_RUN_SYMBOL) sym[n++] = run;
      else {
        sym[n++] = run <= 0xff ? SYM_RUN_8 : SYM_RUN_16;
        extra[e++] = run;
      }
      run = 0;
    }
    if (v === 0) continue;
    if (v > MAX_DIRECT_COEFF) {
      sym[n++] = v > 255 ? SYM_POS_16 : SYM_POS_8;
      extra[e++] = v;
    } else if (v < MIN_DIRECT_COEFF) {
      sym[n++] = v < -255 ? SYM_NEG_16 : SYM_NEG_8;
      extra[e++] = -v;
    } else sym[n++] = v + COEFF_OFFSET;
  }
  if (run > 0) {
    if (e + 1 > extra.length) {
      const grown = new Uint16Array(extra.length * 2);
      grown.set(extra);
      extra = grown;
    }
    if (run <= MAX_ZERO_RUN_SYMBOL) sym[n++] = run;
    else {
      sym[n++] = run <= 0xff ? SYM_RUN_8 : SYM_RUN_16;
      extra[e] = run;
    }
  }
  return { sym, length: n, extra };
}

function countSymbols(counts: Int32Array, s: Symbols): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.sym[i]!;
    counts[c] = counts[c]! + 1;
  }
}

function tableFor(blocks: Symbols[]): HuffmanSpec {
  const counts = new Int32Array(256);
  for (const b of blocks) countSymbols(counts, b);
  // An all-zero block still needs one code for a valid table.
  if (counts.every((c) => c === 0)) counts[1] = 1;
  return buildHuffmanSpec(counts);
}

function writeBlock(w: ByteWriter, tableId: number, s: Symbols, spec: HuffmanSpec): void {
  const { code, size } = encodeTable(spec);
  w.u16(WSQ_MARKER.SOB);
  w.u16(3);
  w.u8(tableId);
  const { sym, extra } = s;
  // Bit packing with 0xFF00 stuffing inlined: this loop runs once per symbol of the whole image.
  let acc = 0;
  let nbits = 0;
  let e = 0;
  let i = 0;
  while (i < s.length) {
    const chunkEnd = Math.min(s.length, i + 4096);
    const buf = w.reserve((chunkEnd - i) * 8);
    let pos = w.length;
    for (; i < chunkEnd; i++) {
      const c = sym[i]!;
      const len = size[c]!;
      acc = (acc << len) | code[c]!;
      nbits += len;
      if (c >= SYM_POS_8 && c <= SYM_RUN_16) {
        const bits = c === SYM_POS_16 || c === SYM_NEG_16 || c === SYM_RUN_16 ? 16 : 8;
        // Flush first so the accumulator never holds more than 31 bits.
        while (nbits >= 8) {
          nbits -= 8;
          const byte = (acc >>> nbits) & 0xff;
          buf[pos++] = byte;
          if (byte === 0xff) buf[pos++] = 0;
        }
        acc = (acc << bits) | extra[e++]!;
        nbits += bits;
      }
      while (nbits >= 8) {
        nbits -= 8;
        const byte = (acc >>> nbits) & 0xff;
        buf[pos++] = byte;
        if (byte === 0xff) buf[pos++] = 0;
      }
    }
    w.length = pos;
  }
  if (nbits > 0) {
    // Pad the last byte with 1 bits, as the reference encoder does.
    const byte = ((acc << (8 - nbits)) | ((1 << (8 - nbits)) - 1)) & 0xff;
    const buf = w.reserve(2);
    buf[w.length++] = byte;
    if (byte === 0xff) buf[w.length++] = 0;
  }
}

/** Mean shift and range scale as NBIS computes them (single precision) before the transform. */
function shiftAndScale(pixels: Uint8Array): { shift: number; scale: number } {
  // A histogram pass (one increment per pixel, no branches) gives sum, minimum and maximum.
  const hist = new Int32Array(256);
  for (let i = 0; i < pixels.length; i++) {
    const p = pixels[i]!;
    hist[p] = hist[p]! + 1;
  }
  let sum = 0;
  let low = 255;
  let high = 0;
  for (let v = 0; v < 256; v++) {
    const c = hist[v]!;
    if (c === 0) continue;
    sum += c * v;
    if (v < low) low = v;
    high = v;
  }
  const shift = f32(f32(sum) / f32(pixels.length));
  const lowDiff = f32(shift - low);
  const highDiff = f32(high - shift);
  let scale = f32(Math.max(lowDiff, highDiff) / 128);
  // A flat image would divide by zero; any positive scale encodes it exactly.
  if (!(scale > 0)) scale = 1;
  return { shift, scale };
}

/**
 * Encodes 8-bit grey pixels as WSQ (FBI IAFIS-IC-0110 v3) the way NBIS cwsq does: same filters,
 * decomposition, bin-width rule, block split and table layout, so sizes and quality match.
 */
export function encodeWsq(
  pixels: Uint8Array,
  width: number,
  height: number,
  options: WsqEncodeOptions = {},
): Uint8Array {
  const bitrate = options.bitrate ?? 0.75;
  const ppi = options.ppi ?? 500;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > 65535 ||
    height > 65535
  ) {
    throw new RangeError(`WSQ image size ${width}x${height} must be 1..65535 in each direction`);
  }
  if (pixels.length < width * height) throw new RangeError('pixel buffer is smaller than width * height');
  if (!(bitrate > 0) || !Number.isFinite(bitrate))
    throw new RangeError(`bit rate must be positive, got ${bitrate}`);

  const n = width * height;
  const { shift, scale } = shiftAndScale(pixels.subarray(0, n));
  // Only 256 distinct inputs: a table gives the same single-precision values as per-pixel arithmetic.
  const level = new Float32Array(256);
  for (let v = 0; v < 256; v++) level[v] = (v - shift) / scale;
  const [data, tmp] = floatPlanes(n);

  const { wavelet, subbands } = buildWsqTrees(width, height);
  const scratch = new WaveletScratch(Math.max(width, height), 8);
  // The first node spans the whole image and reads the pixels directly, so no converted plane is needed.
  const source = { pixels, level };
  wavelet.forEach((node, i) =>
    analyzeNode(data, tmp, width, node, ANALYSIS_LOW, ANALYSIS_HIGH, scratch, i === 0 ? source : undefined),
  );

  const bins = binWidths(subbandVariances(data, width, subbands), bitrate);
  const { coeffs, block2, block3 } = quantizeSubbands(data, width, subbands, bins);
  const b1 = symbolize(coeffs, 0, block2);
  const b2 = symbolize(coeffs, block2, block3);
  const b3 = symbolize(coeffs, block3, coeffs.length);

  const w = new ByteWriter(Math.max(4096, n >> 3));
  w.u16(WSQ_MARKER.SOI);
  writeComment(w, buildNistcom(width, height, ppi, bitrate));
  if (options.comment !== undefined) writeComment(w, options.comment);
  writeTransformTable(w);
  writeQuantizationTable(w, bins);
  writeFrameHeader(w, width, height, shift, scale);
  const t1 = tableFor([b1]);
  writeHuffmanTable(w, 0, t1);
  writeBlock(w, 0, b1, t1);
  const t2 = tableFor([b2, b3]);
  writeHuffmanTable(w, 1, t2);
  writeBlock(w, 1, b2, t2);
  writeBlock(w, 1, b3, t2);
  w.u16(WSQ_MARKER.EOI);
  return w.toBytes();
}
