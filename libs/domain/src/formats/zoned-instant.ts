import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
// `z` (the zone's abbreviation, from ECMA-402's short zone name) is an advancedFormat token.
dayjs.extend(advancedFormat);

const INSTANT_FORMAT = 'MMM D, YYYY h:mm A z';

/**
 * A stored instant as staff read it (issue 27): the wall time in `timeZone` with that zone's abbreviation at that
 * instant, `Nov 27, 2026 1:19 PM PST` (PDT in July). The zone is the location's for a location's record and the
 * partner's otherwise; without one (or with a name the engine does not know) it is shown in UTC, never in the
 * browser's zone, so two staff never read different times for one record. Empty text for a missing or unreadable
 * value.
 */
export function formatInstant(value: string | Date | null | undefined, timeZone?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  if (timeZone && timeZone !== 'UTC') {
    try {
      return instant.tz(timeZone).format(INSTANT_FORMAT);
    } catch {
      // An unknown zone name (RangeError from Intl): fall through to UTC.
    }
  }
  return formatInstantUtc(instant.toDate());
}

/** The same instant in UTC, `Nov 27, 2026 9:19 PM UTC`: the audit trail shows it beside the local time. */
export function formatInstantUtc(value: string | Date): string {
  const instant = dayjs.utc(value);
  return instant.isValid() ? `${instant.format('MMM D, YYYY h:mm A')} UTC` : '';
}

/**
 * The abbreviation of `timeZone` at a wall-clock date and time of that zone (`PST` on 2026-03-03 10:00 in Los
 * Angeles, `PDT` a week later), for an appointment's slot, which is stored as the location's wall time. Empty
 * without a zone or with one the engine does not know: the slot is then shown as stored, without a claim of zone.
 */
export function zoneAbbreviationAt(
  timeZone: string | null | undefined,
  date: string,
  time = '12:00',
): string {
  if (!timeZone) return '';
  try {
    const wallTime = dayjs.tz(`${date}T${time}`, timeZone);
    return wallTime.isValid() ? wallTime.format('z') : '';
  } catch {
    // An unknown zone name (RangeError from Intl).
    return '';
  }
}
