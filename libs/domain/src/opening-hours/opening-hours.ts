import { WEEKDAYS, type Weekday } from './weekdays';

/** Times are `HH:mm` wall-clock times in the location's time zone. */
export interface OpeningHoursDay {
  day: Weekday;
  startTime: string;
  endTime: string;
  active: boolean;
}

export const DEFAULT_OPENING_TIME = '09:00';
export const DEFAULT_CLOSING_TIME = '17:00';

/**
 * One default week replaces the spec's two defective lists (Sunday twice, no Thursday, 17:00-09:00): Monday to
 * Friday 09:00-17:00 open, Saturday and Sunday closed, so a new location can be booked out of the box (issue 27).
 */
export function defaultOpeningHours(): OpeningHoursDay[] {
  return WEEKDAYS.map((day) => ({
    day,
    startTime: DEFAULT_OPENING_TIME,
    endTime: DEFAULT_CLOSING_TIME,
    active: day !== 'SATURDAY' && day !== 'SUNDAY',
  }));
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight for an `HH:mm` time, or null when the text is not one. */
export function minutesOfDay(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export type OpeningHoursProblem = 'invalidTime' | 'endNotAfterStart' | 'duplicateDay';

/** Problems of an opening-hours list; inactive days may keep any times, but not unparseable ones. */
export function openingHoursProblems(days: readonly OpeningHoursDay[]): OpeningHoursProblem[] {
  const problems = new Set<OpeningHoursProblem>();
  const seen = new Set<Weekday>();
  for (const entry of days) {
    if (seen.has(entry.day)) problems.add('duplicateDay');
    seen.add(entry.day);
    const start = minutesOfDay(entry.startTime);
    const end = minutesOfDay(entry.endTime);
    if (start === null || end === null) problems.add('invalidTime');
    else if (entry.active && end <= start) problems.add('endNotAfterStart');
  }
  return [...problems];
}
