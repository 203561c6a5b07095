import { addCalendarDays, calendarDaysIn, REJECT_BUCKET_MAX_DAYS } from '@ridgeline/domain';
import type { RejectScreenSearch } from './reject-search';

/** The days the screen opens on: the last 30 to today. */
export const DEFAULT_RANGE_DAYS = 30;

/** The range of the address, or the last 30 days to `today` for a missing end. */
export function rejectRange(
  search: RejectScreenSearch,
  today: string,
): { startDate: string; endDate: string } {
  const endDate = search.to || today;
  const startDate = search.from || addCalendarDays(endDate, -(DEFAULT_RANGE_DAYS - 1));
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/**
 * The bucket that can draw the range: the chosen one, or week when days would be more than a year (the API refuses
 * a daily range that long), so widening the dates never ends in an error.
 */
export function rejectBucket(search: RejectScreenSearch, range: { startDate: string; endDate: string }) {
  return search.bucket === 'day' &&
    calendarDaysIn(range.startDate, range.endDate) > REJECT_BUCKET_MAX_DAYS.day
    ? 'week'
    : search.bucket;
}

/** The contract's RejectAnalyticsSearch (or the system's, with partners) of the screen's state. */
export function rejectRequest(search: RejectScreenSearch, today: string, system: boolean) {
  const range = rejectRange(search, today);
  const lists = system
    ? (['partners', 'locations', 'services', 'companies'] as const)
    : (['locations', 'services', 'companies'] as const);
  const body: Record<string, unknown> = { ...range, bucket: rejectBucket(search, range) };
  for (const list of lists) if (search[list].length > 0) body[list] = search[list];
  return body as {
    startDate: string;
    endDate: string;
    bucket: 'day' | 'week';
    locations?: string[];
    services?: string[];
    companies?: string[];
    partners?: string[];
  };
}

/** A share as the screen shows it: `12.5 %`, or a dash where nothing was answered. */
export function percent(rate: number | null): string {
  return rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')} %`;
}
