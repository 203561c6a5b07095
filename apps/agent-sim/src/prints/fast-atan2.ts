/**
 * atan2 within about 1e-5 rad, several times faster than Math.atan2 in the node loops. It keeps Math.atan2's
 * branch cut (the negative x axis, jumping by exactly 2π), which the spiral phases rely on.
 */
export function fastAtan2(y: number, x: number): number {
  const ax = x < 0 ? -x : x;
  const ay = y < 0 ? -y : y;
  if (ax === 0 && ay === 0) return 0;
  const swap = ay > ax;
  const a = swap ? ax / ay : ay / ax;
  const s = a * a;
  let r = ((((0.0208351 * s - 0.085133) * s + 0.180141) * s - 0.3302995) * s + 0.999866) * a;
  if (swap) r = Math.PI / 2 - r;
  if (x < 0) r = Math.PI - r;
  return y < 0 ? -r : r;
}
