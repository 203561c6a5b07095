import { describe, expect, it } from 'vitest';
import { ianaTimeZones, isIanaTimeZone, startingLocationZone } from './time-zones';

describe('IANA time zones', () => {
  it('knows the zones of the US, Mexico and Canada, and UTC', () => {
    for (const zone of [
      'America/New_York',
      'America/Los_Angeles',
      'America/Mexico_City',
      'America/Toronto',
      'UTC',
    ]) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
  });

  it('refuses offsets, abbreviations and typos', () => {
    for (const zone of ['EST', '+05:00', 'America/New York', 'america/new_york', '']) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });

  it('lists each zone once, sorted', () => {
    const list = ianaTimeZones();
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort()).toEqual(list);
  });
});

describe('the zone a new location starts in', () => {
  it("is its partner's zone when the partner has one", () => {
    expect(startingLocationZone('America/Chicago', 'Europe/Berlin')).toBe('America/Chicago');
  });

  it("falls back to the browser's zone, then Eastern, never UTC or an unknown name", () => {
    expect(startingLocationZone(undefined, 'America/Denver')).toBe('America/Denver');
    expect(startingLocationZone('UTC', 'America/Denver')).toBe('America/Denver');
    expect(startingLocationZone('Mars/Olympus', 'UTC')).toBe('America/New_York');
    expect(startingLocationZone(undefined, undefined)).toBe('America/New_York');
  });
});
