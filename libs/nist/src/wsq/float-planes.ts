/**
 * Working memory for the transform. Fresh multi-megabyte typed arrays cost a page fault per 4 KiB on first
 * touch, which was a third of the decode time for a 1.7 MPix print; so two planes are kept between calls
 * for images up to CACHE_LIMIT pixels (at most 32 MiB retained). Encode and decode are synchronous and
 * never nest, so one shared pair is safe.
 */
const CACHE_LIMIT = 4_000_000;
let cached: Float32Array | undefined;

/** Two planes of n floats each with unspecified contents. */
export function floatPlanes(n: number): [Float32Array, Float32Array] {
  if (n > CACHE_LIMIT) return [new Float32Array(n), new Float32Array(n)];
  if (!cached || cached.length < 2 * n) cached = new Float32Array(2 * Math.max(n, 1 << 16));
  return [cached.subarray(0, n), cached.subarray(n, 2 * n)];
}
