import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** UTC offset in minutes of `timeZone` at the instant `epochMs`. */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  return dayjs(epochMs).tz(timeZone).utcOffset();
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
  const zoned = dayjs(epochMs).tz(timeZone);
  return { date: zoned.format('YYYY-MM-DD'), time: zoned.format('HH:mm') };
}

/** `YYYY-MM-DD` plus a number of calendar days; plain date arithmetic, untouched by any time zone. */
export function addCalendarDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** 0 = Sunday ... 6 = Saturday, for a plain calendar date. */
export function calendarDayNumber(date: string): number {
  return dayjs.utc(date).day();
}
