/**
 * The IANA time zone at a map pin (issue 27, item 9), from the bundled time-zone boundaries of
 * @photostructure/tz-lookup. Loaded on first use, so its boundary data stays out of the initial JavaScript.
 * Null when the coordinates are not a place on Earth.
 */
export async function zoneAtPin(latitude: number, longitude: number): Promise<string | null> {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const { default: lookup } = await import('@photostructure/tz-lookup');
  try {
    return lookup(latitude, longitude);
  } catch {
    return null;
  }
}
