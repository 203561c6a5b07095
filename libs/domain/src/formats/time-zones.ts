let zones: readonly string[] | undefined;

/**
 * The IANA time-zone names of the running engine (browsers and Node both carry the tz database through Intl),
 * plus UTC, which some engines list only as an alias.
 */
export function ianaTimeZones(): readonly string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return zones;
}

/** True for a name of the IANA list (America/New_York), false for offsets, abbreviations and typos. */
export function isIanaTimeZone(name: string): boolean {
  return ianaTimeZones().includes(name);
}
