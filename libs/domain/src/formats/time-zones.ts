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

/** The zone a new location's form starts in when nothing in the US grid has been chosen yet. */
export const FALLBACK_LOCATION_ZONE = 'America/New_York';

/**
 * The zone a new location starts in before its pin or a single-zone state decides it (issue 27 item 9): its
 * partner's, else the browser's, else Eastern. UTC is skipped at each step: no fingerprinting office keeps it, and a
 * headless or server-configured browser reports it when it knows nothing.
 */
export function startingLocationZone(
  partnerZone: string | undefined,
  browserZone: string | undefined,
): string {
  for (const zone of [partnerZone, browserZone]) {
    if (zone && zone !== 'UTC' && isIanaTimeZone(zone)) return zone;
  }
  return FALLBACK_LOCATION_ZONE;
}
