import { describe, expect, it } from 'vitest';
import { defaultOpeningHours, minutesOfDay, openingHoursProblems } from './opening-hours';
import { WEEKDAYS, weekdayFromDayNumber } from './weekdays';

describe('default opening hours', () => {
  it('cover Monday to Sunday once each, 09:00-17:00, open Monday to Friday and closed at the weekend', () => {
    const week = defaultOpeningHours();
    expect(week.map((entry) => entry.day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(week.every((entry) => entry.startTime === '09:00' && entry.endTime === '17:00')).toBe(true);
    expect(week.map((entry) => entry.active)).toEqual([true, true, true, true, true, false, false]);
    expect(openingHoursProblems(week)).toEqual([]);
  });

  it('are a fresh list each time', () => {
    const first = defaultOpeningHours();
    for (const entry of first) entry.active = false;
    expect(defaultOpeningHours()[0]?.active).toBe(true);
  });
});

describe('weekdays', () => {
  it('map dayjs day numbers, Sunday being 0', () => {
    expect(weekdayFromDayNumber(0)).toBe('SUNDAY');
    expect(weekdayFromDayNumber(1)).toBe('MONDAY');
    expect(weekdayFromDayNumber(6)).toBe('SATURDAY');
    expect(weekdayFromDayNumber(7)).toBe('SUNDAY');
    expect(weekdayFromDayNumber(-1)).toBe('SATURDAY');
    expect(() => weekdayFromDayNumber(Number.NaN)).toThrow(RangeError);
    expect(WEEKDAYS).toHaveLength(7);
  });
});

describe('opening-hours checks', () => {
  it('read HH:mm times as minutes and reject anything else', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('9:30')).toBeNull();
  });

  it('flag an active day that ends before it starts, a repeated day and an unreadable time', () => {
    expect(
      openingHoursProblems([
        { day: 'MONDAY', startTime: '17:00', endTime: '09:00', active: true },
        { day: 'MONDAY', startTime: '09:00', endTime: '17:00', active: false },
        { day: 'TUESDAY', startTime: 'nine', endTime: '17:00', active: false },
      ]),
    ).toEqual(['endNotAfterStart', 'duplicateDay', 'invalidTime']);
  });

  it('let an inactive day keep reversed times', () => {
    expect(
      openingHoursProblems([{ day: 'FRIDAY', startTime: '17:00', endTime: '09:00', active: false }]),
    ).toEqual([]);
  });
});
