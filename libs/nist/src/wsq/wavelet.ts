import type { WaveletNode } from './wsq-trees';

/**
 * Symmetric odd-length filter stored by its centre tap and the taps to one side: taps[0] is the centre,
 * taps[k] applies at offsets -k and +k. WSQ filters are symmetric by construction (the DTT segment only
 * carries half of each filter), so this halves the multiplications.
 */
export interface HalfFilter {
  taps: Float64Array;
}

/** Whole-sample symmetric reflection (mirror about the end samples without repeating them). */
function reflectWhole(i: number, n: number): number {
  if (n === 1) return 0;
  while (i < 0 || i >= n) i = i < 0 ? -i : 2 * (n - 1) - i;
  return i;
}

/** Reflection rule for one subband side: whole-sample (mirror about the end) or half-sample (repeat it). */
function reflectSubband(i: number, n: number, leftHalf: boolean, rightHalf: boolean): number {
  if (n === 1) return 0;
  while (i < 0 || i >= n) {
    if (i < 0) i = leftHalf ? -i - 1 : -i;
    else i = rightHalf ? 2 * n - 1 - i : 2 * (n - 1) - i;
  }
  return i;
}

function splitLengths(len: number): [low: number, high: number] {
  const low = (len + 1) >> 1;
  return [low, len - low];
}

/** 8-bit input read through a table of their transform-domain values (only 256 distinct inputs). */
export interface PixelSource {
  pixels: Uint8Array;
  level: Float32Array;
}

/** Per-line scratch memory shared by all passes so the hot loops never allocate. */
export class WaveletScratch {
  line: Float64Array;
  line32: Float32Array;
  acc: Float64Array;
  low: Float64Array;
  high: Float64Array;

  constructor(maxLen: number, pad: number) {
    this.line = new Float64Array(maxLen + 2 * pad + 2);
    this.line32 = new Float32Array(maxLen);
    this.acc = new Float64Array(maxLen);
    this.low = new Float64Array(maxLen + 2 * pad + 2);
    this.high = new Float64Array(maxLen + 2 * pad + 2);
  }
}

/** Fills ext[pad + i] for i in [-pad, len + pad) from src[off + reflect(i)], copying the interior directly. */
function extendWhole(src: Float32Array, off: number, len: number, ext: Float64Array, pad: number): void {
  for (let i = 0; i < len; i++) ext[pad + i] = src[off + i]!;
  for (let i = 1; i <= pad; i++) {
    ext[pad - i] = src[off + reflectWhole(-i, len)]!;
    ext[pad + len - 1 + i] = src[off + reflectWhole(len - 1 + i, len)]!;
  }
}

function extendSubband(
  src: Float32Array,
  off: number,
  len: number,
  ext: Float64Array,
  pad: number,
  leftHalf: boolean,
  rightHalf: boolean,
): void {
  for (let i = 0; i < len; i++) ext[pad + i] = src[off + i]!;
  for (let i = 1; i <= pad; i++) {
    ext[pad - i] = src[off + reflectSubband(-i, len, leftHalf, rightHalf)]!;
    ext[pad + len - 1 + i] = src[off + reflectSubband(len - 1 + i, len, leftHalf, rightHalf)]!;
  }
}

/**
 * Up to five symmetric row pairs combined in one pass: dst = sum tap[k] * (rowA[k] + rowB[k]).
 * A single centre row is passed as a pair with itself and half its tap, which is exact in floating point.
 */
class RowTerms {
  a = new Int32Array(64);
  b = new Int32Array(64);
  t = new Float64Array(64);
  n = 0;

  reset(): void {
    this.n = 0;
  }
  pair(a: number, b: number, t: number): void {
    if (this.n === this.a.length) {
      const grow = <T extends Int32Array | Float64Array>(src: T, next: T): T => (next.set(src), next);
      this.a = grow(this.a, new Int32Array(this.n * 2));
      this.b = grow(this.b, new Int32Array(this.n * 2));
      this.t = grow(this.t, new Float64Array(this.n * 2));
    }
    this.a[this.n] = a;
    this.b[this.n] = b;
    this.t[this.n] = t;
    this.n++;
  }
  single(a: number, t: number): void {
    this.pair(a, a, t / 2);
  }

  apply(src: Float32Array, dst: Float32Array, dstOff: number, len: number, acc: Float64Array): void {
    const n = this.n;
    if (n <= 5) {
      const a = this.a;
      const b = this.b;
      const t = this.t;
      const first = a[0]!;
      // Unused slots get a zero tap on a valid row so the loop below stays branch-free.
      const a0 = first,
        b0 = n > 0 ? b[0]! : first,
        t0 = n > 0 ? t[0]! : 0;
      const a1 = n > 1 ? a[1]! : first,
        b1 = n > 1 ? b[1]! : first,
        t1 = n > 1 ? t[1]! : 0;
      const a2 = n > 2 ? a[2]! : first,
        b2 = n > 2 ? b[2]! : first,
        t2 = n > 2 ? t[2]! : 0;
      const a3 = n > 3 ? a[3]! : first,
        b3 = n > 3 ? b[3]! : first,
        t3 = n > 3 ? t[3]! : 0;
      const a4 = n > 4 ? a[4]! : first,
        b4 = n > 4 ? b[4]! : first,
        t4 = n > 4 ? t[4]! : 0;
      if (n === 4) {
        for (let c = 0; c < len; c++) {
          dst[dstOff + c] =
            t0 * (src[a0 + c]! + src[b0 + c]!) +
            t1 * (src[a1 + c]! + src[b1 + c]!) +
            t2 * (src[a2 + c]! + src[b2 + c]!) +
            t3 * (src[a3 + c]! + src[b3 + c]!);
        }
      } else {
        for (let c = 0; c < len; c++) {
          dst[dstOff + c] =
            t0 * (src[a0 + c]! + src[b0 + c]!) +
            t1 * (src[a1 + c]! + src[b1 + c]!) +
            t2 * (src[a2 + c]! + src[b2 + c]!) +
            t3 * (src[a3 + c]! + src[b3 + c]!) +
            t4 * (src[a4 + c]! + src[b4 + c]!);
        }
      }
      return;
    }
    acc.fill(0, 0, len);
    for (let k = 0; k < n; k++) {
      const ak = this.a[k]!;
      const bk = this.b[k]!;
      const tk = this.t[k]!;
      for (let c = 0; c < len; c++) acc[c] = acc[c]! + tk * (src[ak + c]! + src[bk + c]!);
    }
    for (let c = 0; c < len; c++) dst[dstOff + c] = acc[c]!;
  }
}

const rowTerms = new RowTerms();

/**
 * One analysis level on a node: rows, then columns (the reference order), each split into a low-pass half
 * (centred on even samples) and a high-pass half (odd samples), with whole-sample symmetric extension.
 */
export function analyzeNode(
  data: Float32Array,
  tmp: Float32Array,
  width: number,
  node: WaveletNode,
  lo: HalfFilter,
  hi: HalfFilter,
  scratch: WaveletScratch,
  source?: PixelSource,
): void {
  const { x, y, lenx, leny } = node;
  if (lenx <= 0 || leny <= 0) return;
  const lt = lo.taps;
  const ht = hi.taps;
  const lh = lt.length - 1;
  const hh = ht.length - 1;
  const pad = Math.max(lh, hh + 1) + 1;
  const standard = lh === 4 && hh === 3;
  const line = scratch.line32;

  // Horizontal: data -> tmp
  {
    const [llen, hlen] = splitLengths(lenx);
    const lowStart = node.invRow ? hlen : 0;
    const highStart = node.invRow ? 0 : llen;
    const ext = scratch.line;
    const l0 = lt[0]!,
      l1 = lt[1] ?? 0,
      l2 = lt[2] ?? 0,
      l3 = lt[3] ?? 0,
      l4 = lt[4] ?? 0;
    const h0 = ht[0]!,
      h1 = ht[1] ?? 0,
      h2 = ht[2] ?? 0,
      h3 = ht[3] ?? 0;
    // Rows of the standard bank read the input straight from data; only the last few windows reflect.
    const safe = Math.max(0, Math.floor((lenx - 5) / 2) + 1);
    for (let r = 0; r < leny; r++) {
      const rowOff = (y + r) * width + x;
      const lowOut = rowOff + lowStart;
      const highOut = rowOff + highStart;
      let src = data;
      let srcOff = rowOff;
      if (source) {
        // Convert this row of 8-bit pixels in cache rather than a whole float plane up front.
        const { pixels, level } = source;
        for (let i = 0; i < lenx; i++) line[i] = level[pixels[rowOff + i]!]!;
        src = line;
        srcOff = 0;
      }
      if (standard) {
        // Sliding window e0..e8 = x[2n-4..2n+4]; each step moves two samples and yields one low and
        // (usually) one high output, so every input sample is loaded once.
        let e0 = src[srcOff + reflectWhole(-4, lenx)]!,
          e1 = src[srcOff + reflectWhole(-3, lenx)]!;
        let e2 = src[srcOff + reflectWhole(-2, lenx)]!,
          e3 = src[srcOff + reflectWhole(-1, lenx)]!;
        let e4 = src[srcOff]!,
          e5 = src[srcOff + reflectWhole(1, lenx)]!,
          e6 = src[srcOff + reflectWhole(2, lenx)]!;
        // Interior windows: no reflection, always a high output (safe <= hlen).
        let n = 0;
        for (let j = srcOff + 3; n < safe; n++, j += 2) {
          const e7 = src[j]!;
          const e8 = src[j + 1]!;
          tmp[lowOut + n] = l0 * e4 + l1 * (e3 + e5) + l2 * (e2 + e6) + l3 * (e1 + e7) + l4 * (e0 + e8);
          tmp[highOut + n] = h0 * e5 + h1 * (e4 + e6) + h2 * (e3 + e7) + h3 * (e2 + e8);
          e0 = e2;
          e1 = e3;
          e2 = e4;
          e3 = e5;
          e4 = e6;
          e5 = e7;
          e6 = e8;
        }
        for (; n < llen; n++) {
          const e7 = src[srcOff + reflectWhole(2 * n + 3, lenx)]!;
          const e8 = src[srcOff + reflectWhole(2 * n + 4, lenx)]!;
          tmp[lowOut + n] = l0 * e4 + l1 * (e3 + e5) + l2 * (e2 + e6) + l3 * (e1 + e7) + l4 * (e0 + e8);
          if (n < hlen) tmp[highOut + n] = h0 * e5 + h1 * (e4 + e6) + h2 * (e3 + e7) + h3 * (e2 + e8);
          e0 = e2;
          e1 = e3;
          e2 = e4;
          e3 = e5;
          e4 = e6;
          e5 = e7;
          e6 = e8;
        }
        continue;
      }
      extendWhole(src, srcOff, lenx, ext, pad);
      for (let n = 0; n < llen; n++) {
        const c = pad + 2 * n;
        let s = lt[0]! * ext[c]!;
        for (let k = 1; k <= lh; k++) s += lt[k]! * (ext[c - k]! + ext[c + k]!);
        tmp[lowOut + n] = s;
      }
      for (let n = 0; n < hlen; n++) {
        const c = pad + 2 * n + 1;
        let s = ht[0]! * ext[c]!;
        for (let k = 1; k <= hh; k++) s += ht[k]! * (ext[c - k]! + ext[c + k]!);
        tmp[highOut + n] = s;
      }
    }
  }

  // Vertical: tmp -> data, whole rows at a time so memory is walked contiguously.
  {
    const [llen, hlen] = splitLengths(leny);
    const lowStart = node.invCol ? hlen : 0;
    const highStart = node.invCol ? 0 : llen;
    const rowOf = (i: number): number => (y + reflectWhole(i, leny)) * width + x;
    if (standard) {
      const l0 = lt[0]!,
        l1 = lt[1]!,
        l2 = lt[2]!,
        l3 = lt[3]!,
        l4 = lt[4]!;
      const h0 = ht[0]!,
        h1 = ht[1]!,
        h2 = ht[2]!,
        h3 = ht[3]!;
      let n = 0;
      // Two low/high output pairs per pass over eleven input rows: each value is loaded once for four outputs.
      for (; n + 1 < hlen; n += 2) {
        const c = 2 * n;
        const r0 = rowOf(c - 4),
          r1 = rowOf(c - 3),
          r2 = rowOf(c - 2),
          r3 = rowOf(c - 1),
          r4 = rowOf(c);
        const r5 = rowOf(c + 1),
          r6 = rowOf(c + 2),
          r7 = rowOf(c + 3),
          r8 = rowOf(c + 4),
          r9 = rowOf(c + 5);
        const r10 = rowOf(c + 6);
        const lowA = (y + lowStart + n) * width + x;
        const highA = (y + highStart + n) * width + x;
        for (let k = 0; k < lenx; k++) {
          const e2 = tmp[r2 + k]!,
            e3 = tmp[r3 + k]!,
            e4 = tmp[r4 + k]!,
            e5 = tmp[r5 + k]!,
            e6 = tmp[r6 + k]!;
          const e7 = tmp[r7 + k]!,
            e8 = tmp[r8 + k]!;
          data[lowA + k] =
            l0 * e4 + l1 * (e3 + e5) + l2 * (e2 + e6) + l3 * (tmp[r1 + k]! + e7) + l4 * (tmp[r0 + k]! + e8);
          data[highA + k] = h0 * e5 + h1 * (e4 + e6) + h2 * (e3 + e7) + h3 * (e2 + e8);
          const e9 = tmp[r9 + k]!,
            e10 = tmp[r10 + k]!;
          data[lowA + width + k] =
            l0 * e6 + l1 * (e5 + e7) + l2 * (e4 + e8) + l3 * (e3 + e9) + l4 * (e2 + e10);
          data[highA + width + k] = h0 * e7 + h1 * (e6 + e8) + h2 * (e5 + e9) + h3 * (e4 + e10);
        }
      }
      for (; n < llen; n++) {
        const c = 2 * n;
        const r0 = rowOf(c - 4),
          r1 = rowOf(c - 3),
          r2 = rowOf(c - 2),
          r3 = rowOf(c - 1),
          r4 = rowOf(c);
        const r5 = rowOf(c + 1),
          r6 = rowOf(c + 2),
          r7 = rowOf(c + 3),
          r8 = rowOf(c + 4);
        const lowDst = (y + lowStart + n) * width + x;
        if (n < hlen) {
          // Low row n and high row n read the same nine input rows: one pass, each value loaded once.
          const highDst = (y + highStart + n) * width + x;
          for (let k = 0; k < lenx; k++) {
            const e2 = tmp[r2 + k]!,
              e3 = tmp[r3 + k]!,
              e4 = tmp[r4 + k]!,
              e5 = tmp[r5 + k]!,
              e6 = tmp[r6 + k]!;
            const e7 = tmp[r7 + k]!,
              e8 = tmp[r8 + k]!;
            data[lowDst + k] =
              l0 * e4 + l1 * (e3 + e5) + l2 * (e2 + e6) + l3 * (tmp[r1 + k]! + e7) + l4 * (tmp[r0 + k]! + e8);
            data[highDst + k] = h0 * e5 + h1 * (e4 + e6) + h2 * (e3 + e7) + h3 * (e2 + e8);
          }
        } else {
          for (let k = 0; k < lenx; k++) {
            data[lowDst + k] =
              l0 * tmp[r4 + k]! +
              l1 * (tmp[r3 + k]! + tmp[r5 + k]!) +
              l2 * (tmp[r2 + k]! + tmp[r6 + k]!) +
              l3 * (tmp[r1 + k]! + tmp[r7 + k]!) +
              l4 * (tmp[r0 + k]! + tmp[r8 + k]!);
          }
        }
      }
      return;
    }
    const terms = rowTerms;
    for (let n = 0; n < llen + hlen; n++) {
      const isLow = n < llen;
      const centre = isLow ? 2 * n : 2 * (n - llen) + 1;
      const taps = isLow ? lt : ht;
      const half = isLow ? lh : hh;
      terms.reset();
      terms.single(rowOf(centre), taps[0]!);
      for (let k = 1; k <= half; k++) terms.pair(rowOf(centre - k), rowOf(centre + k), taps[k]!);
      const dst = (y + (isLow ? lowStart + n : highStart + (n - llen))) * width + x;
      terms.apply(tmp, data, dst, lenx, scratch.acc);
    }
  }
}

/**
 * One synthesis level on a node: columns then rows (the reference order). The low band is extended
 * whole-sample at the left and the high band half-sample, the right ends depending on the parity of the
 * length; that is exactly the extension the analysis step implies, so the pair reconstructs perfectly.
 * Output sample m = sum_n L[n] lo[|m - 2n|] + sum_n H[n] hi[|m - 2n - 1|].
 */
export function synthesizeNode(
  data: Float32Array,
  tmp: Float32Array,
  width: number,
  node: WaveletNode,
  lo: HalfFilter,
  hi: HalfFilter,
  scratch: WaveletScratch,
  target?: PixelTarget,
): void {
  const { x, y, lenx, leny } = node;
  if (lenx <= 0 || leny <= 0) return;
  const lt = lo.taps;
  const ht = hi.taps;
  const lh = lt.length - 1;
  const hh = ht.length - 1;

  // Vertical: data -> tmp
  {
    const [llen, hlen] = splitLengths(leny);
    const even = leny % 2 === 0;
    const lowStart = node.invCol ? hlen : 0;
    const highStart = node.invCol ? 0 : llen;
    const lowRow = (n: number): number => (y + lowStart + reflectSubband(n, llen, false, even)) * width + x;
    const highRow = (n: number): number => (y + highStart + reflectSubband(n, hlen, true, !even)) * width + x;
    const terms = rowTerms;
    if (lh === 3 && hh === 4 && hlen > 0) {
      const l0 = lt[0]!,
        l1 = lt[1]!,
        l2 = lt[2]!,
        l3 = lt[3]!;
      const h0 = ht[0]!,
        h1 = ht[1]!,
        h2 = ht[2]!,
        h3 = ht[3]!,
        h4 = ht[4]!;
      let p = 0;
      // Four output rows (2p..2p+3) per pass over eleven input rows.
      for (; 2 * p + 3 < leny; p += 2) {
        const la = lowRow(p - 1),
          lb = lowRow(p),
          lc = lowRow(p + 1),
          ld = lowRow(p + 2),
          le = lowRow(p + 3);
        const ha = highRow(p - 2),
          hb = highRow(p - 1),
          hc = highRow(p),
          hd = highRow(p + 1),
          he = highRow(p + 2);
        const hf = highRow(p + 3);
        const d0 = (y + 2 * p) * width + x;
        const d1 = d0 + width;
        const d2 = d1 + width;
        const d3 = d2 + width;
        for (let k = 0; k < lenx; k++) {
          const L0 = data[la + k]!,
            L1 = data[lb + k]!,
            L2 = data[lc + k]!,
            L3 = data[ld + k]!;
          const H0 = data[ha + k]!,
            H1 = data[hb + k]!,
            H2 = data[hc + k]!,
            H3 = data[hd + k]!,
            H4 = data[he + k]!;
          tmp[d0 + k] = l0 * L1 + l2 * (L0 + L2) + h1 * (H1 + H2) + h3 * (H0 + H3);
          tmp[d1 + k] = l1 * (L1 + L2) + l3 * (L0 + L3) + h0 * H2 + h2 * (H1 + H3) + h4 * (H0 + H4);
          tmp[d2 + k] = l0 * L2 + l2 * (L1 + L3) + h1 * (H2 + H3) + h3 * (H1 + H4);
          tmp[d3 + k] =
            l1 * (L2 + L3) + l3 * (L1 + data[le + k]!) + h0 * H3 + h2 * (H2 + H4) + h4 * (H1 + data[hf + k]!);
        }
      }
      for (; 2 * p < leny; p++) {
        const la = lowRow(p - 1),
          lb = lowRow(p),
          lc = lowRow(p + 1),
          ld = lowRow(p + 2);
        const ha = highRow(p - 2),
          hb = highRow(p - 1),
          hc = highRow(p),
          hd = highRow(p + 1),
          he = highRow(p + 2);
        const evenDst = (y + 2 * p) * width + x;
        if (2 * p + 1 < leny) {
          // Output rows 2p and 2p+1 share their nine input rows.
          const oddDst = evenDst + width;
          for (let k = 0; k < lenx; k++) {
            const L1 = data[lb + k]!,
              L2 = data[lc + k]!,
              L0 = data[la + k]!;
            const H1 = data[hb + k]!,
              H2 = data[hc + k]!,
              H3 = data[hd + k]!,
              H0 = data[ha + k]!;
            tmp[evenDst + k] = l0 * L1 + l2 * (L0 + L2) + h1 * (H1 + H2) + h3 * (H0 + H3);
            tmp[oddDst + k] =
              l1 * (L1 + L2) +
              l3 * (L0 + data[ld + k]!) +
              h0 * H2 +
              h2 * (H1 + H3) +
              h4 * (H0 + data[he + k]!);
          }
        } else {
          for (let k = 0; k < lenx; k++) {
            tmp[evenDst + k] =
              l0 * data[lb + k]! +
              l2 * (data[la + k]! + data[lc + k]!) +
              h1 * (data[hb + k]! + data[hc + k]!) +
              h3 * (data[ha + k]! + data[hd + k]!);
          }
        }
      }
    } else {
      for (let m = 0; m < leny; m++) {
        terms.reset();
        // Pairs n and n' with the same |m - 2n| share a tap: n' = m - n for the low band, m - 1 - n for the high.
        for (let n = Math.ceil((m - lh) / 2); 2 * n <= m; n++) {
          const d = m - 2 * n;
          if (d === 0) terms.single(lowRow(n), lt[0]!);
          else terms.pair(lowRow(n), lowRow(m - n), lt[d]!);
        }
        if (hlen > 0) {
          for (let n = Math.ceil((m - 1 - hh) / 2); 2 * n + 1 <= m; n++) {
            const d = m - 2 * n - 1;
            if (d === 0) terms.single(highRow(n), ht[0]!);
            else terms.pair(highRow(n), highRow(m - 1 - n), ht[d]!);
          }
        }
        terms.apply(data, tmp, (y + m) * width + x, lenx, scratch.acc);
      }
    }
  }

  // Horizontal: tmp -> data
  {
    const [llen, hlen] = splitLengths(lenx);
    const even = lenx % 2 === 0;
    const lowStart = node.invRow ? hlen : 0;
    const highStart = node.invRow ? 0 : llen;
    const pad = Math.max(lh, hh) + 2;
    const low = scratch.low;
    const high = scratch.high;
    const standard = lh === 3 && hh === 4 && hlen > 0;
    const l0 = lt[0]!,
      l1 = lt[1] ?? 0,
      l2 = lt[2] ?? 0,
      l3 = lt[3] ?? 0;
    const h0 = ht[0]!,
      h1 = ht[1] ?? 0,
      h2 = ht[2] ?? 0,
      h3 = ht[3] ?? 0,
      h4 = ht[4] ?? 0;
    const safe = Math.max(0, hlen - 2);
    for (let r = 0; r < leny; r++) {
      const rowOff = (y + r) * width + x;
      if (standard) {
        // Sliding windows over the half-bands, read in place: L[p-1..p+2] and H[p-2..p+2] give outputs
        // 2p and 2p+1; only the windows that reach past an end go through the reflection rule.
        const lb = rowOff + lowStart;
        const hb = rowOff + highStart;
        let L0 = tmp[lb + reflectSubband(-1, llen, false, even)]!,
          L1 = tmp[lb]!;
        let L2 = tmp[lb + reflectSubband(1, llen, false, even)]!;
        let H0 = tmp[hb + reflectSubband(-2, hlen, true, !even)]!,
          H1 = tmp[hb + reflectSubband(-1, hlen, true, !even)]!;
        let H2 = tmp[hb]!,
          H3 = tmp[hb + reflectSubband(1, hlen, true, !even)]!;
        // Interior windows (p < safe) never reach past an end and always have both outputs.
        let p = 0;
        for (let m = rowOff; p < safe; p++, m += 2) {
          const L3 = tmp[lb + p + 2]!;
          const H4 = tmp[hb + p + 2]!;
          data[m] = l0 * L1 + l2 * (L0 + L2) + h1 * (H1 + H2) + h3 * (H0 + H3);
          data[m + 1] = l1 * (L1 + L2) + l3 * (L0 + L3) + h0 * H2 + h2 * (H1 + H3) + h4 * (H0 + H4);
          L0 = L1;
          L1 = L2;
          L2 = L3;
          H0 = H1;
          H1 = H2;
          H2 = H3;
          H3 = H4;
        }
        for (let m = 2 * p; m < lenx; p++, m += 2) {
          const L3 = tmp[lb + reflectSubband(p + 2, llen, false, even)]!;
          const H4 = tmp[hb + reflectSubband(p + 2, hlen, true, !even)]!;
          data[rowOff + m] = l0 * L1 + l2 * (L0 + L2) + h1 * (H1 + H2) + h3 * (H0 + H3);
          if (m + 1 < lenx) {
            data[rowOff + m + 1] =
              l1 * (L1 + L2) + l3 * (L0 + L3) + h0 * H2 + h2 * (H1 + H3) + h4 * (H0 + H4);
          }
          L0 = L1;
          L1 = L2;
          L2 = L3;
          H0 = H1;
          H1 = H2;
          H2 = H3;
          H3 = H4;
        }
        if (target) rowToPixels(data, rowOff, lenx, target);
        continue;
      }
      extendSubband(tmp, rowOff + lowStart, llen, low, pad, false, even);
      if (hlen > 0) extendSubband(tmp, rowOff + highStart, hlen, high, pad, true, !even);
      for (let m = 0; m < lenx; m++) {
        let s = 0;
        for (let n = Math.ceil((m - lh) / 2); 2 * n <= m + lh; n++)
          s += lt[Math.abs(m - 2 * n)]! * low[n + pad]!;
        if (hlen > 0) {
          for (let n = Math.ceil((m - 1 - hh) / 2); 2 * n + 1 <= m + hh; n++)
            s += ht[Math.abs(m - 2 * n - 1)]! * high[n + pad]!;
        }
        data[rowOff + m] = s;
      }
      if (target) rowToPixels(data, rowOff, lenx, target);
    }
  }
}

/** Final 8-bit output: pixel = value * scale + shift, rounded half up and clamped (the reference rule). */
export interface PixelTarget {
  pixels: Uint8Array;
  shift: number;
  scale: number;
}

/** Converts one finished row while it is still in cache instead of in a separate pass over the image. */
function rowToPixels(data: Float32Array, rowOff: number, len: number, target: PixelTarget): void {
  const { pixels, shift, scale } = target;
  for (let i = rowOff; i < rowOff + len; i++) {
    const v = data[i]! * scale + shift + 0.5;
    pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v | 0;
  }
}
