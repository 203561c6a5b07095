import { describe, expect, it } from 'vitest';
import { calendarDaysIn, periodStart, rejectPeriods, rejectShare, type RejectCounts } from './reject-periods';

const counts = (
  answered: number,
  rejected: number,
  firstAnswered: number,
  firstAccepted: number,
): RejectCounts => ({
  answered,
  rejected,
  firstAnswered,
  firstAccepted,
});

describe('reject periods', () => {
  it('starts a week on its Monday (ISO 8601), whatever day of it is given', () => {
    // 2026-11-23 is a Monday, 2026-11-29 the Sunday of the same week.
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodStart('2026-11-26', 'day')).toBe('2026-11-26');
  });

  it('lists every day of the range, zeros included, with the shares of those answered', () => {
    const days = new Map([
      ['2026-11-02', counts(4, 1, 3, 2)],
      ['2026-11-04', counts(2, 2, 2, 0)],
    ]);
    expect(rejectPeriods(days, '2026-11-02', '2026-11-04', 'day')).toEqual([
      { period: '2026-11-02', ...counts(4, 1, 3, 2), rejectRate: 0.25, firstTimeAcceptanceRate: 0.6667 },
      { period: '2026-11-03', ...counts(0, 0, 0, 0), rejectRate: null, firstTimeAcceptanceRate: null },
      { period: '2026-11-04', ...counts(2, 2, 2, 0), rejectRate: 1, firstTimeAcceptanceRate: 0 },
    ]);
  });

  it('adds the days of a week into the week that starts on its Monday', () => {
    const days = new Map([
      ['2026-11-26', counts(3, 1, 3, 2)], // Thursday of the week of Monday 23
      ['2026-11-29', counts(1, 0, 1, 1)], // its Sunday
      ['2026-11-30', counts(5, 5, 0, 0)], // Monday of the next week
    ]);
    expect(rejectPeriods(days, '2026-11-26', '2026-12-01', 'week')).toEqual([
      { period: '2026-11-23', ...counts(4, 1, 4, 3), rejectRate: 0.25, firstTimeAcceptanceRate: 0.75 },
      { period: '2026-11-30', ...counts(5, 5, 0, 0), rejectRate: 1, firstTimeAcceptanceRate: null },
    ]);
  });

  it('ignores days outside the range', () => {
    const days = new Map([['2026-10-31', counts(9, 9, 9, 0)]]);
    expect(rejectPeriods(days, '2026-11-01', '2026-11-01', 'day')).toEqual([
      { period: '2026-11-01', ...counts(0, 0, 0, 0), rejectRate: null, firstTimeAcceptanceRate: null },
    ]);
  });

  it('rounds a share to a hundredth of a percent and has none without a whole', () => {
    expect(rejectShare(1, 3)).toBe(0.3333);
    expect(rejectShare(0, 0)).toBeNull();
  });

  it('counts the calendar days of a range, both ends included', () => {
    expect(calendarDaysIn('2026-11-01', '2026-11-30')).toBe(30);
    expect(calendarDaysIn('2024-01-01', '2024-12-31')).toBe(366);
    expect(calendarDaysIn('2026-11-02', '2026-11-01')).toBe(0);
  });
});
