import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's calendar day at the location (YYYY-MM-DD), not in the applicant's browser zone. */
export function locationToday(timeZone: string, now: Date = new Date()): string {
  try {
    return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
  } catch {
    return dayjs(now).utc().format('YYYY-MM-DD');
  }
}

/** A calendar day for people: `Monday, December 7, 2026` (a date has no zone to convert). */
export const longDate = (date: string) => dayjs(date).format('dddd, MMMM D, YYYY');

/** `14:30` as `2:30 PM`, the wall time at the location. */
export const wallTime = (time: string) => dayjs(`2000-01-01T${time}`).format('h:mm A');

/** Whole seconds left until `expiresAt`, never below zero. */
export const secondsLeft = (expiresAt: string, now: number = Date.now()) =>
  Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
