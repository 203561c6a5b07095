import { zoneAbbreviationAt } from '@ridgeline/domain';

interface Slot {
  appointmentDate?: string;
  startTime?: string;
  endTime?: string;
  /** The location's zone (the API sends it with every appointment). */
  locationTimeZone?: string;
}

/**
 * The zone an appointment's instants are read in: its location's, whichever session reads it (issue 27 item 6:
 * a partner session used to read a Chicago location's record in the partner's Los Angeles time); the session's only
 * for an answer without one.
 */
export function appointmentZone(slot: Slot, sessionZone?: string | null): string | undefined {
  return slot.locationTimeZone || sessionZone || undefined;
}

/** The slot as the location's wall time with its zone's abbreviation that day: `2026-03-03 10:00-10:30 PST`. */
export function slotLabel(slot: Slot, { withEnd = false }: { withEnd?: boolean } = {}): string {
  const date = slot.appointmentDate ?? '';
  const time = withEnd && slot.endTime ? `${slot.startTime}-${slot.endTime}` : (slot.startTime ?? '');
  const zone = zoneAbbreviationAt(slot.locationTimeZone, date, slot.startTime);
  return [date, time, zone].filter(Boolean).join(' ');
}
