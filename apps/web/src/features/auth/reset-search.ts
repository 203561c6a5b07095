/** The e-mailed reset link carries its one-time token in the query string. */
export function resetSearch(search: Record<string, unknown>): { token: string } {
  return { token: typeof search['token'] === 'string' ? search['token'] : '' };
}
