/** The last page of a list of `total` rows shown `size` at a time (1 for an empty list). */
export function lastPageOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** A requested page past the end of a list that has rows: the list should offer its last page instead. */
export function isPastTheEnd(page: number, total: number, size: number): boolean {
  return total > 0 && page > lastPageOf(total, size);
}
