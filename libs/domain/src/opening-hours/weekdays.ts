/** Monday first, as the opening-hours editor lists them; `dayjs().day()` numbers Sunday as 0. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const BY_DAYJS_DAY: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** Weekday for a `dayjs().day()` number (0 = Sunday). */
export function weekdayFromDayNumber(day: number): Weekday {
  const weekday = BY_DAYJS_DAY[((day % 7) + 7) % 7];
  if (!weekday) throw new RangeError(`Not a day number: ${day}`);
  return weekday;
}
