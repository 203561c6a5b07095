/** The rows of a `db.execute(...)` result, whichever driver answered: node-postgres gives `{ rows }`, an array as is. */
export function executedRows(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
