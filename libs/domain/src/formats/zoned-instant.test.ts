import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantUtc, zoneAbbreviationAt } from './zoned-instant';

// Expectations from the IANA rules: Los Angeles is UTC-8 (PST) until 2026-03-08 and from 2026-11-01,
// UTC-7 (PDT) between; Phoenix keeps MST (UTC-7) all year; Honolulu HST (UTC-10).
describe('formatInstant', () => {
  it('shows a November instant in Los Angeles as PST', () => {
    expect(formatInstant('2026-11-27T21:19:56.614Z', 'America/Los_Angeles')).toBe('Nov 27, 2026 1:19 PM PST');
  });

  it('shows a July instant in Los Angeles as PDT', () => {
    expect(formatInstant('2026-07-04T21:19:56Z', 'America/Los_Angeles')).toBe('Jul 4, 2026 2:19 PM PDT');
  });

  it('follows the zone across the date line of the wall clock', () => {
    expect(formatInstant('2026-11-28T03:05:00Z', 'America/New_York')).toBe('Nov 27, 2026 10:05 PM EST');
    expect(formatInstant('2026-07-04T21:19:56Z', 'America/Phoenix')).toBe('Jul 4, 2026 2:19 PM MST');
    expect(formatInstant(new Date('2026-07-04T09:00:00Z'), 'Pacific/Honolulu')).toBe(
      'Jul 3, 2026 11:00 PM HST',
    );
  });

  it('falls back to UTC without a zone or with an unknown one', () => {
    expect(formatInstant('2026-11-27T21:19:56Z')).toBe('Nov 27, 2026 9:19 PM UTC');
    expect(formatInstant('2026-11-27T21:19:56Z', 'Mars/Olympus_Mons')).toBe('Nov 27, 2026 9:19 PM UTC');
  });

  it('is empty for a missing or unreadable value', () => {
    expect(formatInstant(null, 'America/Los_Angeles')).toBe('');
    expect(formatInstant('', 'America/Los_Angeles')).toBe('');
    expect(formatInstant('not a time', 'America/Los_Angeles')).toBe('');
  });
});

describe('formatInstantUtc', () => {
  it('is the instant in UTC', () => {
    expect(formatInstantUtc('2026-11-27T21:19:56.614Z')).toBe('Nov 27, 2026 9:19 PM UTC');
    expect(formatInstantUtc('2026-11-27T00:05:00-08:00')).toBe('Nov 27, 2026 8:05 AM UTC');
  });
});

describe('zoneAbbreviationAt', () => {
  it("names the zone's abbreviation on the slot's own day, either side of the March change", () => {
    expect(zoneAbbreviationAt('America/Los_Angeles', '2026-03-03', '10:00')).toBe('PST');
    expect(zoneAbbreviationAt('America/Los_Angeles', '2026-03-10', '10:00')).toBe('PDT');
    expect(zoneAbbreviationAt('America/Chicago', '2026-11-27', '09:30')).toBe('CST');
    expect(zoneAbbreviationAt('America/New_York', '2026-07-04')).toBe('EDT');
  });

  it('is empty without a zone or with an unknown one', () => {
    expect(zoneAbbreviationAt(null, '2026-03-03', '10:00')).toBe('');
    expect(zoneAbbreviationAt('Mars/Olympus_Mons', '2026-03-03', '10:00')).toBe('');
  });
});
