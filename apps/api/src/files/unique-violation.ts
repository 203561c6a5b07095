/** True when PostgreSQL (or PGlite) refused a row for a unique index; drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `write` and answers `taken()` when a unique index refuses its row: the check before the write found the
 * value free, and a concurrent request took it meanwhile.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
