/** The settings page keeps its tab in the address (`?tab=printer`), so a reload or a shared link opens it. */
export function settingsSearch(search: Record<string, unknown>): { tab?: string } {
  return typeof search['tab'] === 'string' && /^[a-z-]{1,40}$/.test(search['tab'])
    ? { tab: search['tab'] }
    : {};
}
