import { describe, expect, it } from 'vitest';
import { DATE_ERROR_KEYS, DATE_FORMATS, dateError, reformatDate } from './dates';

describe('date formats', () => {
  it('name the spec formats', () => {
    expect(DATE_FORMATS).toMatchObject({
      usDate: 'MM-DD-YYYY',
      isoDate: 'YYYY-MM-DD',
      time12h: 'hh:mm a',
      time24h: 'HH:mm',
      longDateWithWeekday: 'MMMM D, YYYY (dddd)',
      compactDate: 'YYYY MMM DD',
    });
  });

  it('convert between named formats', () => {
    expect(reformatDate('2026-03-08', DATE_FORMATS.isoDate, DATE_FORMATS.usDate)).toBe('03-08-2026');
    expect(reformatDate('2026-03-08', DATE_FORMATS.isoDate, DATE_FORMATS.longDateWithWeekday)).toBe(
      'March 8, 2026 (Sunday)',
    );
    expect(reformatDate('13-40-2026', DATE_FORMATS.usDate, DATE_FORMATS.isoDate)).toBeNull();
  });
});

describe('date error keys', () => {
  it('are maxDate, minDate and invalidDate', () => {
    expect(DATE_ERROR_KEYS).toEqual(['maxDate', 'minDate', 'invalidDate']);
  });

  it('flag an impossible or malformed date as invalidDate', () => {
    expect(dateError('2026-02-30')).toBe('invalidDate');
    expect(dateError('yesterday')).toBe('invalidDate');
  });

  it('flag a date before the minimum as minDate and after the maximum as maxDate', () => {
    const bounds = { min: '2026-01-01', max: '2026-12-31' };
    expect(dateError('2025-12-31', bounds)).toBe('minDate');
    expect(dateError('2027-01-01', bounds)).toBe('maxDate');
    expect(dateError('2026-06-15', bounds)).toBeNull();
    expect(dateError('12-31-2026', bounds, DATE_FORMATS.usDate)).toBeNull();
  });
});
