import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const DATE_FORMATS = {
  usDate: 'MM-DD-YYYY',
  isoDate: 'YYYY-MM-DD',
  time12h: 'hh:mm a',
  time24h: 'HH:mm',
  longDateWithWeekday: 'MMMM D, YYYY (dddd)',
  compactDate: 'YYYY MMM DD',
} as const;

export const DATE_ERROR_KEYS = ['maxDate', 'minDate', 'invalidDate'] as const;
export type DateErrorKey = (typeof DATE_ERROR_KEYS)[number];

export interface DateBounds {
  /** Earliest allowed date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  max?: string;
}

/** The error key for a typed date (compared by calendar day), or null when it is acceptable. */
export function dateError(
  value: string,
  bounds: DateBounds = {},
  format: string = DATE_FORMATS.isoDate,
): DateErrorKey | null {
  const parsed = dayjs(value, format, true);
  if (!parsed.isValid()) return 'invalidDate';
  const day = parsed.format(DATE_FORMATS.isoDate);
  if (bounds.min !== undefined && day < bounds.min) return 'minDate';
  if (bounds.max !== undefined && day > bounds.max) return 'maxDate';
  return null;
}

/** Re-formats a date from one named format to another; null when the text does not match `from`. */
export function reformatDate(value: string, from: string, to: string): string | null {
  const parsed = dayjs(value, from, true);
  return parsed.isValid() ? parsed.format(to) : null;
}
