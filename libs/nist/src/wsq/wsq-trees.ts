/** One node of the wavelet decomposition: a rectangle split once into four quadrants. */
export interface WaveletNode {
  x: number;
  y: number;
  lenx: number;
  leny: number;
  /** Spectral inversion of the row (horizontal) split: high-pass half comes first. */
  invRow: boolean;
  /** Spectral inversion of the column (vertical) split. */
  invCol: boolean;
}

/** One of the 64 quantisation subbands (only the first 60 carry data). */
export interface Subband {
  x: number;
  y: number;
  lenx: number;
  leny: number;
}

export interface WsqTrees {
  wavelet: WaveletNode[];
  subbands: Subband[];
}

export const WAVELET_NODES = 20;
export const SUBBAND_SLOTS = 64;

const INV_ROW_NODES = [2, 4, 7, 9, 11, 13, 16, 18];
const INV_COL_NODES = [3, 5, 8, 9, 12, 13, 17, 18];

const halfUp = (n: number): number => (n + 1) >> 1;

/**
 * Builds the fixed WSQ decomposition layout (FBI IAFIS-IC-0110 annex; same geometry as NBIS) for an image.
 * The odd-length rounding rules decide which half of an odd split gets the extra sample; they must match
 * the reference exactly or coefficients land in the wrong subband.
 */
export function buildWsqTrees(width: number, height: number): WsqTrees {
  const wavelet: WaveletNode[] = [];
  for (let i = 0; i < WAVELET_NODES; i++) {
    wavelet.push({
      x: 0,
      y: 0,
      lenx: 0,
      leny: 0,
      invRow: INV_ROW_NODES.includes(i),
      invCol: INV_COL_NODES.includes(i),
    });
  }
  const w = (i: number): WaveletNode => wavelet[i]!;

  const splitNode = (
    start1: number,
    start2: number,
    lenx: number,
    leny: number,
    x: number,
    y: number,
    top: boolean,
  ) => {
    const p1 = w(start1);
    p1.x = x;
    p1.y = y;
    p1.lenx = lenx;
    p1.leny = leny;
    const a = w(start2);
    const b = w(start2 + 1);
    const c = w(start2 + 2);
    const d = w(start2 + 3);
    a.x = x;
    c.x = x;
    a.y = y;
    b.y = y;
    if (lenx % 2 === 0) {
      a.lenx = lenx / 2;
      b.lenx = a.lenx;
    } else if (start1 === 4) {
      a.lenx = (lenx - 1) / 2;
      b.lenx = a.lenx + 1;
    } else {
      a.lenx = (lenx + 1) / 2;
      b.lenx = a.lenx - 1;
    }
    b.x = a.lenx + x;
    if (!top) {
      d.lenx = b.lenx;
      d.x = b.x;
    }
    c.lenx = a.lenx;
    if (leny % 2 === 0) {
      a.leny = leny / 2;
      c.leny = a.leny;
    } else if (start1 === 5) {
      a.leny = (leny - 1) / 2;
      c.leny = a.leny + 1;
    } else {
      a.leny = (leny + 1) / 2;
      c.leny = a.leny - 1;
    }
    c.y = a.leny + y;
    if (!top) {
      d.leny = c.leny;
      d.y = c.y;
    }
    b.leny = a.leny;
  };

  splitNode(0, 1, width, height, 0, 0, true);
  const n1 = w(1);
  const lenx = n1.lenx % 2 === 0 ? n1.lenx / 2 : halfUp(n1.lenx);
  const lenx2 = n1.lenx % 2 === 0 ? lenx : lenx - 1;
  const leny = n1.leny % 2 === 0 ? n1.leny / 2 : halfUp(n1.leny);
  const leny2 = n1.leny % 2 === 0 ? leny : leny - 1;
  splitNode(4, 6, lenx2, leny, lenx, 0, false);
  splitNode(5, 10, lenx, leny2, 0, leny, false);
  splitNode(14, 15, lenx, leny, 0, 0, false);
  const n19 = w(19);
  n19.x = 0;
  n19.y = 0;
  n19.lenx = halfUp(w(15).lenx);
  n19.leny = halfUp(w(15).leny);

  const subbands: Subband[] = [];
  for (let i = 0; i < SUBBAND_SLOTS; i++) subbands.push({ x: 0, y: 0, lenx: 0, leny: 0 });
  const q = (i: number): Subband => subbands[i]!;

  /** Splits a region into its four quadrants at slots p..p+3 (the odd sample goes to the first half). */
  const split4 = (p: number, node: Subband) => {
    const { lenx: lx, leny: ly, x, y } = node;
    q(p).x = x;
    q(p + 2).x = x;
    q(p).y = y;
    q(p + 1).y = y;
    if (lx % 2 === 0) {
      q(p).lenx = lx / 2;
      q(p + 1).lenx = q(p).lenx;
      q(p + 2).lenx = q(p).lenx;
      q(p + 3).lenx = q(p).lenx;
    } else {
      q(p).lenx = halfUp(lx);
      q(p + 1).lenx = q(p).lenx - 1;
      q(p + 2).lenx = q(p).lenx;
      q(p + 3).lenx = q(p + 1).lenx;
    }
    q(p + 1).x = x + q(p).lenx;
    q(p + 3).x = q(p + 1).x;
    if (ly % 2 === 0) {
      q(p).leny = ly / 2;
      q(p + 1).leny = q(p).leny;
      q(p + 2).leny = q(p).leny;
      q(p + 3).leny = q(p).leny;
    } else {
      q(p).leny = halfUp(ly);
      q(p + 1).leny = q(p).leny;
      q(p + 2).leny = q(p).leny - 1;
      q(p + 3).leny = q(p + 2).leny;
    }
    q(p + 2).y = y + q(p).leny;
    q(p + 3).y = q(p + 2).y;
  };

  const split16 = (p: number, node: WaveletNode, rw: boolean, cl: boolean) => {
    const { lenx: lx, leny: ly, x, y } = node;
    let tempx: number;
    let temp2x: number;
    if (lx % 2 === 0) {
      tempx = lx / 2;
      temp2x = tempx;
    } else if (cl) {
      temp2x = halfUp(lx);
      tempx = temp2x - 1;
    } else {
      tempx = halfUp(lx);
      temp2x = tempx - 1;
    }
    let tempy: number;
    let temp2y: number;
    if (ly % 2 === 0) {
      tempy = ly / 2;
      temp2y = tempy;
    } else if (rw) {
      temp2y = halfUp(ly);
      tempy = temp2y - 1;
    } else {
      tempy = halfUp(ly);
      temp2y = tempy - 1;
    }

    split4(p, { x, y, lenx: tempx, leny: tempy });

    q(p + 4).x = x + tempx;
    q(p + 6).x = q(p + 4).x;
    q(p + 4).y = y;
    q(p + 5).y = y;
    q(p + 6).y = q(p + 2).y;
    q(p + 7).y = q(p + 2).y;
    q(p + 4).leny = q(p).leny;
    q(p + 5).leny = q(p).leny;
    q(p + 6).leny = q(p + 2).leny;
    q(p + 7).leny = q(p + 2).leny;
    if (temp2x % 2 === 0) {
      q(p + 4).lenx = temp2x / 2;
      q(p + 5).lenx = q(p + 4).lenx;
      q(p + 6).lenx = q(p + 4).lenx;
      q(p + 7).lenx = q(p + 4).lenx;
    } else {
      q(p + 5).lenx = halfUp(temp2x);
      q(p + 4).lenx = q(p + 5).lenx - 1;
      q(p + 6).lenx = q(p + 4).lenx;
      q(p + 7).lenx = q(p + 5).lenx;
    }
    q(p + 5).x = q(p + 4).x + q(p + 4).lenx;
    q(p + 7).x = q(p + 5).x;

    q(p + 8).x = x;
    q(p + 9).x = q(p + 1).x;
    q(p + 10).x = x;
    q(p + 11).x = q(p + 1).x;
    q(p + 8).y = y + tempy;
    q(p + 9).y = q(p + 8).y;
    q(p + 8).lenx = q(p).lenx;
    q(p + 9).lenx = q(p + 1).lenx;
    q(p + 10).lenx = q(p).lenx;
    q(p + 11).lenx = q(p + 1).lenx;
    if (temp2y % 2 === 0) {
      q(p + 8).leny = temp2y / 2;
      q(p + 9).leny = q(p + 8).leny;
      q(p + 10).leny = q(p + 8).leny;
      q(p + 11).leny = q(p + 8).leny;
    } else {
      q(p + 10).leny = halfUp(temp2y);
      q(p + 11).leny = q(p + 10).leny;
      q(p + 8).leny = q(p + 10).leny - 1;
      q(p + 9).leny = q(p + 8).leny;
    }
    q(p + 10).y = q(p + 8).y + q(p + 8).leny;
    q(p + 11).y = q(p + 10).y;

    q(p + 12).x = q(p + 4).x;
    q(p + 13).x = q(p + 5).x;
    q(p + 14).x = q(p + 4).x;
    q(p + 15).x = q(p + 5).x;
    q(p + 12).y = q(p + 8).y;
    q(p + 13).y = q(p + 8).y;
    q(p + 14).y = q(p + 10).y;
    q(p + 15).y = q(p + 10).y;
    q(p + 12).lenx = q(p + 4).lenx;
    q(p + 13).lenx = q(p + 5).lenx;
    q(p + 14).lenx = q(p + 4).lenx;
    q(p + 15).lenx = q(p + 5).lenx;
    q(p + 12).leny = q(p + 8).leny;
    q(p + 13).leny = q(p + 8).leny;
    q(p + 14).leny = q(p + 10).leny;
    q(p + 15).leny = q(p + 10).leny;
  };

  // Call order matters: later groups overwrite overlapping slots (3 and 48..50), as in the reference.
  split16(3, w(14), false, false);
  split16(19, w(4), false, true);
  split16(48, w(0), false, false);
  split16(35, w(5), true, false);
  split4(0, w(19));

  return { wavelet, subbands };
}
