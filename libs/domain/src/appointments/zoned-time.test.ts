import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayNumber,
  epochToZoned,
  zoneOffsetMinutes,
  zonedTimeToEpoch,
} from './zoned-time';

const NY = 'America/New_York';
const iso = (epoch: number) => new Date(epoch).toISOString();

describe('zoned wall times', () => {
  it('convert an ordinary wall time with the offset of that day', () => {
    expect(iso(zonedTimeToEpoch('2026-07-01', '09:00', NY))).toBe('2026-07-01T13:00:00.000Z');
    expect(iso(zonedTimeToEpoch('2026-12-01', '09:00', NY))).toBe('2026-12-01T14:00:00.000Z');
    expect(iso(zonedTimeToEpoch('2026-06-01', '09:00', 'Asia/Kolkata'))).toBe('2026-06-01T03:30:00.000Z');
  });

  it('move a wall time inside the spring-forward gap forward by the gap', () => {
    expect(iso(zonedTimeToEpoch('2026-03-08', '01:30', NY))).toBe('2026-03-08T06:30:00.000Z');
    expect(iso(zonedTimeToEpoch('2026-03-08', '02:30', NY))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedTimeToEpoch('2026-03-08', '03:00', NY))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('resolve the repeated fall-back hour to its first occurrence', () => {
    expect(iso(zonedTimeToEpoch('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedTimeToEpoch('2026-11-01', '02:00', NY))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('refuse text that is not a date and time, and an unknown time zone', () => {
    expect(() => zonedTimeToEpoch('2026-13-45', '09:00', NY)).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-07-01', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('read an instant back as local date and time', () => {
    expect(epochToZoned(Date.parse('2026-11-01T06:30:00Z'), NY)).toEqual({
      date: '2026-11-01',
      time: '01:30',
    });
    expect(zoneOffsetMinutes(Date.parse('2026-11-01T06:30:00Z'), NY)).toBe(-300);
  });

  it('add calendar days and name weekdays without any time zone', () => {
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(calendarDayNumber('2026-03-08')).toBe(0);
  });
});
