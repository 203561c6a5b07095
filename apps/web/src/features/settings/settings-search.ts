const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SettingsSearch {
  tab?: string;
  /** In the partner portal: the location whose own settings are open; absent for the partner's. */
  location?: string;
}

/** The settings page keeps its tab (and the partner's chosen location) in the address, so a reload reopens it. */
export function settingsSearch(search: Record<string, unknown>): SettingsSearch {
  const result: SettingsSearch = {};
  const { tab, location } = search;
  if (typeof tab === 'string' && /^[a-z-]{1,40}$/.test(tab)) result.tab = tab;
  if (typeof location === 'string' && UUID.test(location)) result.location = location;
  return result;
}
