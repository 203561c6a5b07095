import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// dayjs's timezone plugin builds a new formatter on every call (about half a millisecond each), far too slow
// for a month of slots; one cached ECMA-402 formatter per zone gives the same answers in microseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** UTC offset in minutes of `timeZone` at the instant `epochMs`. Throws a RangeError for an unknown zone. */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE);
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DD`, `HH:mm`) in `timeZone`. Ambiguous times (the repeated hour
 * when clocks fall back) resolve to the earlier instant, times inside the spring-forward gap move forward by
 * the gap: the same rule as Temporal's "compatible" disambiguation, so every wall time has exactly one answer.
 */
export function zonedTimeToEpoch(date: string, time: string, timeZone: string): number {
  const wallAsUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wallAsUtc)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const offsetBefore = zoneOffsetMinutes(wallAsUtc - DAY, timeZone);
  const offsetAfter = zoneOffsetMinutes(wallAsUtc + DAY, timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((epoch) => wallAsUtc - zoneOffsetMinutes(epoch, timeZone) * MINUTE === epoch)
    .sort((a, b) => a - b);
  return candidates[0] ?? wallAsUtc - offsetBefore * MINUTE;
}

/** The calendar date (`YYYY-MM-DD`) and wall time (`HH:mm`) of an instant in `timeZone`. */
export function epochToZoned(epochMs: number, timeZone: string): { date: string; time: string } {
  // An ISO string of the shifted instant spells the local wall time; cheaper than a formatter per slot.
  const local = new Date(epochMs + zoneOffsetMinutes(epochMs, timeZone) * MINUTE).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** `YYYY-MM-DD` plus a number of calendar days; plain date arithmetic, untouched by any time zone. */
export function addCalendarDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** 0 = Sunday ... 6 = Saturday, for a plain calendar date. */
export function calendarDayNumber(date: string): number {
  return dayjs.utc(date).day();
}
