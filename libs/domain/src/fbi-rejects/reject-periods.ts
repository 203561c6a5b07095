import { addCalendarDays, calendarDayNumber } from '../appointments/zoned-time';

/** How reject analytics groups its figures over time. */
export type RejectBucket = 'day' | 'week';

/** The longest range each bucket draws, in calendar days: a year of days, ten years of weeks. */
export const REJECT_BUCKET_MAX_DAYS: Readonly<Record<RejectBucket, number>> = { day: 366, week: 3660 };

/** What one day (or period) counts of the transmissions the FBI answered. */
export interface RejectCounts {
  answered: number;
  rejected: number;
  /** First transmissions (no recapture reference) among `answered`. */
  firstAnswered: number;
  /** Those of them answered SRE and never rejected. */
  firstAccepted: number;
}

export interface RejectPeriod extends RejectCounts {
  /** The period's first day, `YYYY-MM-DD` in the scope's calendar. */
  period: string;
  /** rejected / answered; null when nothing was answered. */
  rejectRate: number | null;
  /** firstAccepted / firstAnswered; null when no first transmission was answered. */
  firstTimeAcceptanceRate: number | null;
}

const EMPTY: RejectCounts = { answered: 0, rejected: 0, firstAnswered: 0, firstAccepted: 0 };

/** A share rounded to four decimals (a hundredth of a percent); null when there is nothing to divide by. */
export function rejectShare(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

export function withRates<T extends RejectCounts>(
  counts: T,
): T & Pick<RejectPeriod, 'rejectRate' | 'firstTimeAcceptanceRate'> {
  return {
    ...counts,
    rejectRate: rejectShare(counts.rejected, counts.answered),
    firstTimeAcceptanceRate: rejectShare(counts.firstAccepted, counts.firstAnswered),
  };
}

/** The period a day belongs to: itself, or the Monday that starts its week (ISO 8601 weeks). */
export function periodStart(day: string, bucket: RejectBucket): string {
  if (bucket === 'day') return day;
  return addCalendarDays(day, -((calendarDayNumber(day) + 6) % 7));
}

/** Calendar days from `start` to `end`, both included (0 when `end` is before `start`). */
export function calendarDaysIn(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

/**
 * Every day or week from the period of `start` to the period of `end`, the oldest first, with the counts of the
 * days that fall in it (days outside the range are ignored) and its rates; a period without answers is zeros, so a
 * chart draws the gap instead of skipping it.
 */
export function rejectPeriods(
  days: ReadonlyMap<string, RejectCounts>,
  start: string,
  end: string,
  bucket: RejectBucket,
): RejectPeriod[] {
  const periods = new Map<string, RejectCounts>();
  for (
    let day = periodStart(start, bucket);
    day <= end;
    day = addCalendarDays(day, bucket === 'day' ? 1 : 7)
  ) {
    periods.set(day, { ...EMPTY });
  }
  for (const [day, counts] of days) {
    if (day < start || day > end) continue;
    const period = periods.get(periodStart(day, bucket));
    if (!period) continue;
    period.answered += counts.answered;
    period.rejected += counts.rejected;
    period.firstAnswered += counts.firstAnswered;
    period.firstAccepted += counts.firstAccepted;
  }
  return [...periods].map(([period, counts]) => ({ period, ...withRates(counts) }));
}
