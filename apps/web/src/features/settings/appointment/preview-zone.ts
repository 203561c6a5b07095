/**
 * The zone the slot preview speaks in: the location record's, else the session's (a location session carries its
 * location's zone, a partner session its partner's), else UTC. Never the browser's: a desk in another zone (or a
 * test browser on UTC) read "Times in UTC" for a Los Angeles location (issue 27, item 9).
 */
export function previewTimeZone(recordZone: string | undefined, sessionZone: string | undefined): string {
  return recordZone || sessionZone || 'UTC';
}
