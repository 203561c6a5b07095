/**
 * The highest count of failed sign-ins from one source within one window that this process has seen, so a test
 * run can report how close its own sign-ins come to the per-source threshold (AUTH_LIMITS.sourceFailuresToSlow)
 * with production settings. A number in memory: nothing is stored or sent.
 */
let peak = 0;

export function noteSourceFailures(count: number): void {
  if (count > peak) peak = count;
}

export function sourceFailurePeak(): number {
  return peak;
}
