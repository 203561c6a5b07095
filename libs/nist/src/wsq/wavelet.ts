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

/** Per-line scratch memory shared by all passes so the hot loops never allocate. */
export class WaveletScratch {
  line: Float64Array;
  acc: Float64Array;
  low: Float64Array;
  high: Float64Array;

  constructor(maxLen: number, pad: number) {
    this.line = new Float64Array(maxLen + 2 * pad + 2);
    this.acc = new Float64Array(maxLen);
    this.low = new Float64Array(maxLen + 2 * pad + 2);
    this.high = new Float64Array(maxLen + 2 * pad + 2);
  }
}

/**
 * One analysis level on a node: rows, then columns (the reference order), each split into a low-pass half
 * (even samples) and a high-pass half (odd samples), with whole-sample symmetric extension of the input.
 */
export function analyzeNode(
  data: Float32Array,
  tmp: Float32Array,
  width: number,
  node: WaveletNode,
  lo: HalfFilter,
  hi: HalfFilter,
  scratch: WaveletScratch,
): void {
  const { x, y, lenx, leny } = node;
  if (lenx <= 0 || leny <= 0) return;
  const lt = lo.taps;
  const ht = hi.taps;
  const lh = lt.length - 1;
  const hh = ht.length - 1;
  const pad = Math.max(lh, hh + 1) + 1;

  // Horizontal: data -> tmp
  {
    const [llen, hlen] = splitLengths(lenx);
    const lowStart = node.invRow ? hlen : 0;
    const highStart = node.invRow ? 0 : llen;
    const ext = scratch.line;
    for (let r = 0; r < leny; r++) {
      const rowOff = (y + r) * width + x;
      for (let i = -pad; i < lenx + pad; i++) ext[i + pad] = data[rowOff + reflectWhole(i, lenx)]!;
      const outOff = rowOff;
      for (let n = 0; n < llen; n++) {
        const c = pad + 2 * n;
        let s = lt[0]! * ext[c]!;
        for (let k = 1; k <= lh; k++) s += lt[k]! * (ext[c - k]! + ext[c + k]!);
        tmp[outOff + lowStart + n] = s;
      }
      for (let n = 0; n < hlen; n++) {
        const c = pad + 2 * n + 1;
        let s = ht[0]! * ext[c]!;
        for (let k = 1; k <= hh; k++) s += ht[k]! * (ext[c - k]! + ext[c + k]!);
        tmp[outOff + highStart + n] = s;
      }
    }
  }

  // Vertical: tmp -> data, whole rows at a time so memory is walked contiguously.
  {
    const [llen, hlen] = splitLengths(leny);
    const lowStart = node.invCol ? hlen : 0;
    const highStart = node.invCol ? 0 : llen;
    const acc = scratch.acc;
    const rowOf = (i: number): number => (y + reflectWhole(i, leny)) * width + x;
    for (let n = 0; n < llen + hlen; n++) {
      const isLow = n < llen;
      const centre = isLow ? 2 * n : 2 * (n - llen) + 1;
      const taps = isLow ? lt : ht;
      const half = isLow ? lh : hh;
      verticalTapSum(tmp, acc, lenx, taps, half, centre, rowOf);
      const dst = (y + (isLow ? lowStart + n : highStart + (n - llen))) * width + x;
      for (let c = 0; c < lenx; c++) data[dst + c] = acc[c]!;
    }
  }
}

function verticalTapSum(
  src: Float32Array,
  acc: Float64Array,
  len: number,
  taps: Float64Array,
  half: number,
  centre: number,
  rowOf: (i: number) => number,
): void {
  const t0 = taps[0]!;
  const o0 = rowOf(centre);
  if (half === 4 || half === 3) {
    // Unrolled path for the WSQ 9/7 bank: one pass over the row instead of one per tap pair.
    const t1 = taps[1]!;
    const t2 = taps[2]!;
    const t3 = taps[3]!;
    const a1 = rowOf(centre - 1);
    const b1 = rowOf(centre + 1);
    const a2 = rowOf(centre - 2);
    const b2 = rowOf(centre + 2);
    const a3 = rowOf(centre - 3);
    const b3 = rowOf(centre + 3);
    if (half === 4) {
      const t4 = taps[4]!;
      const a4 = rowOf(centre - 4);
      const b4 = rowOf(centre + 4);
      for (let c = 0; c < len; c++) {
        acc[c] =
          t0 * src[o0 + c]! +
          t1 * (src[a1 + c]! + src[b1 + c]!) +
          t2 * (src[a2 + c]! + src[b2 + c]!) +
          t3 * (src[a3 + c]! + src[b3 + c]!) +
          t4 * (src[a4 + c]! + src[b4 + c]!);
      }
    } else {
      for (let c = 0; c < len; c++) {
        acc[c] =
          t0 * src[o0 + c]! +
          t1 * (src[a1 + c]! + src[b1 + c]!) +
          t2 * (src[a2 + c]! + src[b2 + c]!) +
          t3 * (src[a3 + c]! + src[b3 + c]!);
      }
    }
    return;
  }
  for (let c = 0; c < len; c++) acc[c] = t0 * src[o0 + c]!;
  for (let k = 1; k <= half; k++) {
    const tk = taps[k]!;
    const a = rowOf(centre - k);
    const b = rowOf(centre + k);
    for (let c = 0; c < len; c++) acc[c] = acc[c]! + tk * (src[a + c]! + src[b + c]!);
  }
}

/**
 * One synthesis level on a node: columns then rows (the reference order). The low band is extended
 * whole-sample at the left and the high band half-sample, the right ends depending on the parity of the
 * length, which is exactly the extension the analysis step implies; this makes the pair perfectly
 * reconstructing for any length.
 */
export function synthesizeNode(
  data: Float32Array,
  tmp: Float32Array,
  width: number,
  node: WaveletNode,
  lo: HalfFilter,
  hi: HalfFilter,
  scratch: WaveletScratch,
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
    const acc = scratch.acc;
    for (let m = 0; m < leny; m++) {
      for (let c = 0; c < lenx; c++) acc[c] = 0;
      // low-pass contributions: |m - 2n| <= lh
      for (let n = Math.ceil((m - lh) / 2); 2 * n <= m + lh; n++) {
        const t = lt[Math.abs(m - 2 * n)]!;
        const src = (y + lowStart + reflectSubband(n, llen, false, even)) * width + x;
        for (let c = 0; c < lenx; c++) acc[c] = acc[c]! + t * data[src + c]!;
      }
      if (hlen > 0) {
        for (let n = Math.ceil((m - 1 - hh) / 2); 2 * n + 1 <= m + hh; n++) {
          const t = ht[Math.abs(m - 2 * n - 1)]!;
          const src = (y + highStart + reflectSubband(n, hlen, true, !even)) * width + x;
          for (let c = 0; c < lenx; c++) acc[c] = acc[c]! + t * data[src + c]!;
        }
      }
      const dst = (y + m) * width + x;
      for (let c = 0; c < lenx; c++) tmp[dst + c] = acc[c]!;
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
    for (let r = 0; r < leny; r++) {
      const rowOff = (y + r) * width + x;
      for (let i = -pad; i < llen + pad; i++) low[i + pad] = tmp[rowOff + lowStart + reflectSubband(i, llen, false, even)]!;
      if (hlen > 0) {
        for (let i = -pad; i < hlen + pad; i++) high[i + pad] = tmp[rowOff + highStart + reflectSubband(i, hlen, true, !even)]!;
      }
      for (let m = 0; m < lenx; m++) {
        let s = 0;
        for (let n = Math.ceil((m - lh) / 2); 2 * n <= m + lh; n++) s += lt[Math.abs(m - 2 * n)]! * low[n + pad]!;
        if (hlen > 0) {
          for (let n = Math.ceil((m - 1 - hh) / 2); 2 * n + 1 <= m + hh; n++) s += ht[Math.abs(m - 2 * n - 1)]! * high[n + pad]!;
        }
        data[rowOff + m] = s;
      }
    }
  }
}
