import type { FingerPattern, MinutiaPair, Singularity } from './finger-pattern';
import { fastAtan2 } from './fast-atan2';

/**
 * The ridge phase of a finger sampled on a coarse grid, ready for per-pixel bilinear interpolation.
 *
 * Model (after Larkin and Fletcher's AM-FM fingerprint model): phase = continuous phase + spiral phases.
 * The continuous phase is k * Re G(w), where G' = i e^{iβ} (1 + h(w)) Π sqrt(w - delta) / Π sqrt(w - core)
 * / Π (w - whorl), so its level lines follow the zero-pole orientation model with the cores and deltas of the
 * pattern; h is a dipole far above the tip that arches the ridges. w is z warped radially around each
 * singularity so the ridge period stays nearly constant up to the singular points. Minutiae come in pairs of
 * spiral phases of winding +1 and -1, windowed to stay local. G is integrated numerically along the grid: down
 * a centre column, then out along each row; around a core or delta G comes back reflected about G(s), which
 * cos() hides once the phase at s is a multiple of π, so a constant correction in a band along the ray where
 * the rows switch branch mends the seam.
 */
export interface PhaseField {
  readonly step: number;
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
  /** Four phases per cell (top-left, top-right, bottom-left, bottom-right), consistent within the cell. */
  readonly corners: Float32Array;
  /** Per cell: the minutia pair whose phase is evaluated per pixel there (a minutia is close), or -1. */
  readonly exactMinutia: Int32Array;
  readonly minutiae: readonly MinutiaPair[];
}

export interface Extent {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export const PHASE_STEP = 8;
const TWO_PI = 2 * Math.PI;
/** The arching dipole sits this far above the pad centre, well outside any impression. */
const DIPOLE_Y = -700;
const DIPOLE_REACH = 600;
const BAND_SIGMA = 12;
const RAMP = 10;
/** Path steps this close to a core or delta are integrated in finer sub-steps. */
const FINE_RADIUS = 14;
const FINE_STEPS = 12;
/** Radius of the innermost rings of a whorl, in pixels. */
const WHORL_CORE = 12;

interface Placed {
  readonly kind: Singularity['kind'];
  /** Position in the image plane (snapped to a cell centre, so no grid line passes through it). */
  readonly zx: number;
  readonly zy: number;
  /** Position in the warped plane. */
  wx: number;
  wy: number;
  /** Warp radius and shape parameter. */
  radius: number;
  shape: number;
  /** Rows switch branch along the ray from the singularity away from the centre column: +1 right, -1 left. */
  readonly direction: 1 | -1;
  /** k Re G at the singularity, and the band correction that makes the phase there a multiple of π. */
  phase: number;
  correction: number;
}

function snap(v: number, step: number): number {
  return (Math.floor(v / step) + 0.5) * step;
}

/** Radial warp factor: the warped point is s + (z - s) * factor(|z - s|). */
function warpFactor(s: Placed, r: number): number {
  const t = r / s.radius;
  if (t >= 1) return 1;
  if (s.kind === 'core') {
    // a t + b t^2 + c t^3 with slope a at the core and a flat join at t = 1.
    const a = s.shape;
    return t * (a + (3 - 2 * a) * t + (a - 2) * t * t);
  }
  if (s.kind === 'delta') {
    const u = 1 - t;
    return 1 + (s.shape / Math.cbrt(Math.max(t, 1e-6)) - 1) * u * u;
  }
  // Whorl: u = R e^(t-1) makes ln-spaced rings even. Inside WHORL_CORE it shrinks as a power of r, so the
  // centre maps to the singular point itself (not to a circle, which would crowd a bow-tie of ridges there).
  if (r >= WHORL_CORE) return Math.exp(t - 1) / t;
  const edge = (s.radius * Math.exp(WHORL_CORE / s.radius - 1)) / WHORL_CORE;
  return edge * Math.pow(Math.max(r, 1e-6) / WHORL_CORE, WHORL_CORE / s.radius - 1);
}

function warp(placed: readonly Placed[], x: number, y: number, out: Float64Array): void {
  let wx = x;
  let wy = y;
  for (const s of placed) {
    const dx = x - s.zx;
    const dy = y - s.zy;
    const r = Math.sqrt(dx * dx + dy * dy);
    if (r >= s.radius) continue;
    const f = warpFactor(s, r) - 1;
    wx += dx * f;
    wy += dy * f;
  }
  out[0] = wx;
  out[1] = wy;
}

/** Magnitude of the analytic coefficient at s (|G'| ~ |A| |w - s|^{±1/2} or |A| / |w - s| near s). */
function coefficient(s: Placed, placed: readonly Placed[], archStrength: number): number {
  const hx = s.zx;
  const hy = s.zy - DIPOLE_Y;
  const h = archStrength / (hx * hx + hy * hy);
  let a = 1 + h;
  for (const o of placed) {
    if (o === s) continue;
    const d = Math.hypot(o.zx - s.zx, o.zy - s.zy);
    if (o.kind === 'delta') a *= Math.sqrt(d);
    else if (o.kind === 'core') a /= Math.sqrt(d);
    else a /= d;
  }
  return a;
}

function placeSingularities(pattern: FingerPattern, step: number): Placed[] {
  const placed: Placed[] = pattern.singularities.map((s) => ({
    kind: s.kind,
    zx: snap(s.x, step),
    zy: snap(s.y, step),
    wx: 0,
    wy: 0,
    radius: 1,
    shape: 1,
    direction: s.cut,
    phase: 0,
    correction: 0,
  }));
  const archStrength = pattern.archHeight * DIPOLE_REACH;
  for (const s of placed) {
    const nearest = Math.min(
      ...placed.filter((o) => o !== s).map((o) => Math.hypot(o.zx - s.zx, o.zy - s.zy)),
      Infinity,
    );
    const a = coefficient(s, placed, archStrength);
    if (s.kind === 'core') {
      s.radius = Math.min(0.8 * nearest, 150);
      s.shape = Math.min(1, Math.max(0.05, s.radius / (4 * a * a)));
    } else if (s.kind === 'delta') {
      s.radius = Math.min(0.8 * nearest, 150);
      s.shape = Math.pow(3 / (2 * a * Math.sqrt(s.radius)), 2 / 3);
    } else {
      // ln-spaced rings around a whorl centre become evenly spaced with an exponential radial warp of radius |A|.
      s.radius = a;
    }
  }
  const w = new Float64Array(2);
  for (const s of placed) {
    warp(
      placed.filter((o) => o !== s),
      s.zx,
      s.zy,
      w,
    );
    s.wx = w[0] ?? s.zx;
    s.wy = w[1] ?? s.zy;
  }
  return placed;
}

/** Principal square root of (re, im) into out[0], out[1]. */
function csqrt(re: number, im: number, out: Float64Array, at: number): void {
  const m = Math.sqrt(re * re + im * im);
  const r = Math.sqrt(Math.max(0, (m + re) / 2));
  const i = Math.sqrt(Math.max(0, (m - re) / 2));
  out[at] = r;
  out[at + 1] = im < 0 ? -i : i;
}

/** Phase of a minutia pair at (x, y): p * arg((z - a) / (z - b)), cut along the segment a-b. */
export function pairPhase(m: MinutiaPair, x: number, y: number): number {
  const ux = x - m.ax;
  const uy = y - m.ay;
  const vx = x - m.bx;
  const vy = y - m.by;
  return m.polarity * fastAtan2(uy * vx - ux * vy, ux * vx + uy * vy);
}

function pairWindow(m: MinutiaPair, x: number, y: number): number {
  const dx = x - (m.ax + m.bx) / 2;
  const dy = y - (m.ay + m.by) / 2;
  const r2 = dx * dx + dy * dy;
  const reach = m.reach;
  if (r2 >= reach * reach) return 0;
  const inner = reach / 2;
  if (r2 <= inner * inner) return 1;
  const t = (Math.sqrt(r2) - inner) / (reach - inner);
  return 1 - t * t * (3 - 2 * t);
}

/** G' and the square-root factors it used, each kept on the branch continuous with the previous point's. */
class Slope {
  readonly factors: Float64Array;
  re = 0;
  im = 0;

  constructor(
    private readonly branched: readonly Placed[],
    private readonly whorls: readonly Placed[],
    private readonly rotRe: number,
    private readonly rotIm: number,
    private readonly archStrength: number,
  ) {
    this.factors = new Float64Array(2 * branched.length);
  }

  /** Evaluates at warped point (px, py); `previous` holds the factors of the previous point on the path. */
  at(px: number, py: number, previous: Float64Array | null): void {
    const hx = px;
    const hy = py - DIPOLE_Y;
    const h2 = hx * hx + hy * hy;
    const fr = 1 + (this.archStrength * (hx * hx - hy * hy)) / (h2 * h2);
    const fi = (this.archStrength * (-2 * hx * hy)) / (h2 * h2);
    // i e^{iβ} (1 + a / (w - p)^2)
    let gr = -this.rotIm * fr - this.rotRe * fi;
    let gi = -this.rotIm * fi + this.rotRe * fr;
    const factors = this.factors;
    for (let s = 0; s < this.branched.length; s++) {
      const sing = this.branched[s]!;
      csqrt(px - sing.wx, py - sing.wy, factors, 2 * s);
      let qr = factors[2 * s]!;
      let qi = factors[2 * s + 1]!;
      if (previous && qr * previous[2 * s]! + qi * previous[2 * s + 1]! < 0) {
        qr = -qr;
        qi = -qi;
        factors[2 * s] = qr;
        factors[2 * s + 1] = qi;
      }
      if (sing.kind === 'core') {
        const m = qr * qr + qi * qi || 1e-12;
        qr /= m;
        qi = -qi / m;
      }
      const nr = gr * qr - gi * qi;
      gi = gr * qi + gi * qr;
      gr = nr;
    }
    for (const s of this.whorls) {
      const dr = px - s.wx;
      const di = py - s.wy;
      const m = dr * dr + di * di || 1e-12;
      const nr = (gr * dr + gi * di) / m;
      gi = (gi * dr - gr * di) / m;
      gr = nr;
    }
    this.re = gr;
    this.im = gi;
  }
}

/** Rotation e^{iβ} of the far field that gives a whorl's residue a whole number of spiral turns. */
function whorlRotation(
  whorl: Placed | undefined,
  branched: readonly Placed[],
  turns: number,
  k: number,
  archStrength: number,
): [number, number] {
  if (!whorl) return [1, 0];
  const slope = new Slope(branched, [], 1, 0, archStrength);
  slope.at(whorl.wx, whorl.wy, null);
  const magnitude = Math.hypot(slope.re, slope.im);
  const wanted = Math.asin(Math.max(-1, Math.min(1, turns / (k * magnitude))));
  let beta = wanted - Math.atan2(slope.im, slope.re);
  beta -= Math.PI * Math.round(beta / Math.PI);
  return [Math.cos(beta), Math.sin(beta)];
}

/** The node column nearest the middle that leaves every cut ray on its own side, with some clearance. */
function centreColumn(branched: readonly Placed[], x0: number, nx: number, step: number): number {
  let best = nx >> 1;
  let bestScore = -Infinity;
  for (let i = 0; i < nx; i++) {
    const x = x0 + i * step;
    let clearance = Infinity;
    for (const s of branched) clearance = Math.min(clearance, (s.zx - x) * s.direction);
    const score = Math.min(clearance, 2 * step) - Math.abs(i - (nx >> 1)) * 1e-3;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

interface NodeGrid {
  readonly x0: number;
  readonly y0: number;
  readonly nx: number;
  readonly ny: number;
  readonly step: number;
  readonly wx: Float64Array;
  readonly wy: Float64Array;
  readonly dRe: Float64Array;
  readonly dIm: Float64Array;
}

/**
 * Near a whorl centre G = A' log(w - c) + B (w - c) + ...: the log gives the rings, and B (w - c), the far
 * field's straight ridges, would squeeze ridges into a bow-tie over the rings' middle. It is single-valued (and
 * vanishes at the centre), so subtracting it under a smooth window leaves closed rings there without any seam.
 */
function flattenWhorl(whorl: Placed, slope: Slope, grid: NodeGrid, gRe: Float64Array): void {
  const epsilon = 1e-3 * whorl.radius;
  slope.at(whorl.wx + epsilon, whorl.wy, null);
  const plusRe = slope.re;
  const plusIm = slope.im;
  slope.at(whorl.wx - epsilon, whorl.wy, null);
  let bRe = (plusRe + slope.re) / 2;
  let bIm = (plusIm + slope.im) / 2;
  const inner = 0.12 * whorl.radius;
  const outer = 0.42 * whorl.radius;
  let signChecked = false;
  for (let j = 0; j < grid.ny; j++) {
    const y = grid.y0 + j * grid.step;
    for (let i = 0; i < grid.nx; i++) {
      const x = grid.x0 + i * grid.step;
      const r = Math.hypot(x - whorl.zx, y - whorl.zy);
      if (r >= outer) continue;
      const n = j * grid.nx + i;
      const wr = grid.wx[n]! - whorl.wx;
      const wi = grid.wy[n]! - whorl.wy;
      if (!signChecked) {
        // The path integration may carry the square-root factors on the other branch: G' then has both signs.
        slope.at(grid.wx[n]!, grid.wy[n]!, null);
        if (slope.re * grid.dRe[n]! + slope.im * grid.dIm[n]! < 0) {
          bRe = -bRe;
          bIm = -bIm;
        }
        signChecked = true;
      }
      const t = r <= inner ? 0 : (r - inner) / (outer - inner);
      // Only above the centre: below it the rings already meet the flow from the deltas.
      const above = Math.min(1, Math.max(0, 0.5 + (whorl.zy - y) / Math.max(r, 1e-6)));
      const window = (1 - t * t * (3 - 2 * t)) * above * above * (3 - 2 * above);
      gRe[n] = gRe[n]! - window * (bRe * wr - bIm * wi);
    }
  }
}

export function buildPhaseField(pattern: FingerPattern, extent: Extent): PhaseField {
  const step = PHASE_STEP;
  const x0 = Math.floor(extent.left / step) * step;
  const y0 = Math.floor(extent.top / step) * step;
  const cols = Math.max(1, Math.ceil((extent.right - x0) / step));
  const rows = Math.max(1, Math.ceil((extent.bottom - y0) / step));
  const nx = cols + 1;
  const ny = rows + 1;
  const nodes = nx * ny;
  const k = TWO_PI / pattern.period;
  const placed = placeSingularities(pattern, step);
  const branched = placed.filter((s) => s.kind !== 'whorl');
  const whorls = placed.filter((s) => s.kind === 'whorl');
  const archStrength = pattern.archHeight * DIPOLE_REACH;
  const ic = centreColumn(branched, x0, nx, step);
  const [rotRe, rotIm] = whorlRotation(whorls[0], branched, pattern.whorlTurns, k, archStrength);
  const slope = new Slope(branched, whorls, rotRe, rotIm, archStrength);

  const wx = new Float64Array(nodes);
  const wy = new Float64Array(nodes);
  const w = new Float64Array(2);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      warp(placed, x0 + i * step, y0 + j * step, w);
      wx[j * nx + i] = w[0]!;
      wy[j * nx + i] = w[1]!;
    }
  }

  const nb = branched.length;
  const gRe = new Float64Array(nodes);
  const gIm = new Float64Array(nodes);
  const dRe = new Float64Array(nodes);
  const dIm = new Float64Array(nodes);
  const columnFactors = new Float64Array(2 * nb * ny);
  const pathFactors = new Float64Array(2 * nb);

  const nearSingularity = (x: number, y: number): boolean => {
    for (const s of placed) {
      const dx = x - s.zx;
      const dy = y - s.zy;
      if (dx * dx + dy * dy < FINE_RADIUS * FINE_RADIUS) return true;
    }
    return false;
  };

  // One path step from node `from` to node `to` (trapezoid rule in the warped plane).
  const stepTo = (from: number, to: number, fx: number, fy: number, tx: number, ty: number): void => {
    let sumRe = 0;
    let sumIm = 0;
    if (nearSingularity((fx + tx) / 2, (fy + ty) / 2)) {
      let pr = dRe[from]!;
      let pi = dIm[from]!;
      let px = wx[from]!;
      let py = wy[from]!;
      for (let s = 1; s <= FINE_STEPS; s++) {
        const t = s / FINE_STEPS;
        warp(placed, fx + (tx - fx) * t, fy + (ty - fy) * t, w);
        slope.at(w[0]!, w[1]!, pathFactors);
        pathFactors.set(slope.factors);
        const er = w[0]! - px;
        const ei = w[1]! - py;
        const ar = (pr + slope.re) / 2;
        const ai = (pi + slope.im) / 2;
        sumRe += ar * er - ai * ei;
        sumIm += ar * ei + ai * er;
        pr = slope.re;
        pi = slope.im;
        px = w[0]!;
        py = w[1]!;
      }
    } else {
      slope.at(wx[to]!, wy[to]!, pathFactors);
      pathFactors.set(slope.factors);
      const er = wx[to]! - wx[from]!;
      const ei = wy[to]! - wy[from]!;
      const ar = (dRe[from]! + slope.re) / 2;
      const ai = (dIm[from]! + slope.im) / 2;
      sumRe = ar * er - ai * ei;
      sumIm = ar * ei + ai * er;
    }
    dRe[to] = slope.re;
    dIm[to] = slope.im;
    gRe[to] = gRe[from]! + sumRe;
    gIm[to] = gIm[from]! + sumIm;
  };

  const xc = x0 + ic * step;
  slope.at(wx[ic]!, wy[ic]!, null);
  pathFactors.set(slope.factors);
  dRe[ic] = slope.re;
  dIm[ic] = slope.im;
  columnFactors.set(pathFactors, 0);
  for (let j = 1; j < ny; j++) {
    stepTo((j - 1) * nx + ic, j * nx + ic, xc, y0 + (j - 1) * step, xc, y0 + j * step);
    columnFactors.set(pathFactors, 2 * nb * j);
  }
  for (let j = 0; j < ny; j++) {
    const y = y0 + j * step;
    for (const dir of [1, -1] as const) {
      pathFactors.set(columnFactors.subarray(2 * nb * j, 2 * nb * (j + 1)));
      for (let i = ic + dir; i >= 0 && i < nx; i += dir) {
        const x = x0 + i * step;
        stepTo(j * nx + i - dir, j * nx + i, x - dir * step, y, x, y);
      }
    }
  }

  for (const whorl of whorls) flattenWhorl(whorl, slope, { x0, y0, nx, ny, step, wx, wy, dRe, dIm }, gRe);

  // k Re G at each core or delta, from the node above it on its centre side (the branch of the row above).
  const mended: Placed[] = [];
  for (const s of branched) {
    const i = Math.floor((s.zx - x0) / step) + (s.direction === 1 ? 0 : 1);
    const j = Math.floor((s.zy - y0) / step);
    if (i < 0 || j < 0 || i >= nx || j >= ny - 1) continue;
    const n = j * nx + i;
    const alpha = s.kind === 'core' ? 2 : 2 / 3;
    const er = wx[n]! - s.wx;
    const ei = wy[n]! - s.wy;
    s.phase = k * (gRe[n]! - alpha * (dRe[n]! * er - dIm[n]! * ei));
    mended.push(s);
  }

  const band = (s: Placed, x: number, y: number): number => {
    const along = (x - s.zx) * s.direction;
    if (along < -2 * RAMP) return 0;
    const dy = (y - s.zy) / BAND_SIGMA;
    if (dy > 4 || dy < -4) return 0;
    const ramp = along >= 0 ? 1 : 0.5 + 0.5 * Math.cos((Math.PI * along) / (2 * RAMP));
    return Math.exp(-dy * dy) * ramp;
  };
  // Each correction makes phaseOffset + the corrections reaching s + k Re G(s) a multiple of π.
  for (let pass = 0; pass < 3; pass++) {
    for (const s of mended) {
      let v = s.phase + pattern.phaseOffset;
      for (const o of mended) if (o !== s) v += o.correction * band(o, s.zx, s.zy);
      s.correction = Math.PI * Math.round(v / Math.PI) - v;
    }
  }

  const minutiae = pattern.minutiae.filter(
    (m) =>
      Math.max(m.ax, m.bx) + m.reach > x0 &&
      Math.min(m.ax, m.bx) - m.reach < x0 + cols * step &&
      Math.max(m.ay, m.by) + m.reach > y0 &&
      Math.min(m.ay, m.by) - m.reach < y0 + rows * step,
  );
  const additive = new Float64Array(nodes).fill(pattern.phaseOffset);
  if (mended.length === 0 && whorls.length === 0) {
    // A plain arch has no cut to respect, so the tip's arching can be added directly to the phase.
    for (let j = 0; j < ny; j++) {
      const y = y0 + j * step;
      const rise = (k * pattern.archHeight) / (1 + Math.exp((y + 60) / 90));
      for (let i = 0; i < nx; i++) {
        const x = (x0 + i * step) / pattern.archWidth;
        additive[j * nx + i] = additive[j * nx + i]! - rise * Math.exp(-x * x);
      }
    }
  }
  for (const s of mended) {
    for (let j = 0; j < ny; j++) {
      const y = y0 + j * step;
      if (Math.abs(y - s.zy) > 4 * BAND_SIGMA) continue;
      for (let i = 0; i < nx; i++) {
        additive[j * nx + i] = additive[j * nx + i]! + s.correction * band(s, x0 + i * step, y);
      }
    }
  }
  for (const m of minutiae) {
    const i0 = Math.max(0, Math.floor((Math.min(m.ax, m.bx) - m.reach - x0) / step));
    const i1 = Math.min(nx - 1, Math.ceil((Math.max(m.ax, m.bx) + m.reach - x0) / step));
    const j0 = Math.max(0, Math.floor((Math.min(m.ay, m.by) - m.reach - y0) / step));
    const j1 = Math.min(ny - 1, Math.ceil((Math.max(m.ay, m.by) + m.reach - y0) / step));
    for (let j = j0; j <= j1; j++) {
      const y = y0 + j * step;
      for (let i = i0; i <= i1; i++) {
        const x = x0 + i * step;
        const window = pairWindow(m, x, y);
        if (window > 0) additive[j * nx + i] = additive[j * nx + i]! + window * pairPhase(m, x, y);
      }
    }
  }

  const cells = cols * rows;
  const corners = new Float32Array(4 * cells);
  const exactMinutia = new Int32Array(cells).fill(-1);
  minutiae.forEach((m, index) => {
    for (const [px, py] of [
      [m.ax, m.ay],
      [m.bx, m.by],
    ] as const) {
      const ci = Math.floor((px - x0) / step);
      const cj = Math.floor((py - y0) / step);
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const i = ci + di;
          const j = cj + dj;
          if (i >= 0 && j >= 0 && i < cols && j < rows) exactMinutia[j * cols + i] = index;
        }
      }
    }
  });

  const straddled = new Map<number, Placed[]>();
  for (const s of mended) {
    const j = Math.floor((s.zy - y0) / step);
    straddled.set(j, [...(straddled.get(j) ?? []), s]);
  }
  const g = new Float64Array(4);
  const add = new Float64Array(4);
  for (let j = 0; j < rows; j++) {
    const cuts = straddled.get(j);
    for (let i = 0; i < cols; i++) {
      const cell = j * cols + i;
      const base = j * nx + i;
      g[0] = k * gRe[base]!;
      g[1] = k * gRe[base + 1]!;
      g[2] = k * gRe[base + nx]!;
      g[3] = k * gRe[base + nx + 1]!;
      add[0] = additive[base]!;
      add[1] = additive[base + 1]!;
      add[2] = additive[base + nx]!;
      add[3] = additive[base + nx + 1]!;
      // The lower corners beyond a core or delta lie on the other branch: reflect them onto the upper one.
      if (cuts) {
        for (const cut of cuts) {
          for (let c = 2; c < 4; c++) {
            const x = x0 + (i + (c & 1)) * step;
            if ((x - cut.zx) * cut.direction > 0) g[c] = 2 * cut.phase - g[c]!;
          }
        }
      }
      // Around a whorl centre G gains 2πi A', a whole number of turns: take it out across its ray too.
      for (const whorl of whorls) {
        if (Math.floor((whorl.zy - y0) / step) !== j) continue;
        const direction = whorl.zx > xc ? 1 : -1;
        for (let c = 2; c < 4; c++) {
          const x = x0 + (i + (c & 1)) * step;
          if ((x - whorl.zx) * direction <= 0) continue;
          const above = g[c - 2]!;
          const trend = j > 0 ? above - k * gRe[base - nx + (c & 1)]! : 0;
          g[c] = g[c]! - TWO_PI * Math.round((g[c]! - above - trend) / TWO_PI);
        }
      }
      const exact = exactMinutia[cell]!;
      if (exact >= 0) {
        const m = minutiae[exact]!;
        for (let c = 0; c < 4; c++) {
          add[c] = add[c]! - pairPhase(m, x0 + (i + (c & 1)) * step, y0 + (j + (c >> 1)) * step);
        }
      }
      const ref = add[0]!;
      for (let c = 0; c < 4; c++) {
        const v = add[c]!;
        corners[4 * cell + c] = g[c]! + v - TWO_PI * Math.round((v - ref) / TWO_PI);
      }
    }
  }
  return { step, x0, y0, cols, rows, corners, exactMinutia, minutiae };
}
