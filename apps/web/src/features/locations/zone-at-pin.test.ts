import { describe, expect, it } from 'vitest';
import { zoneAtPin } from './zone-at-pin';

// Expected zones from the IANA database's boundaries (tz-boundary-builder), not from this code.
describe('the time zone at a map pin', () => {
  it('follows the pin, including inside a state with two zones', async () => {
    expect(await zoneAtPin(37.7749, -122.4194)).toBe('America/Los_Angeles'); // San Francisco
    expect(await zoneAtPin(33.4484, -112.074)).toBe('America/Phoenix'); // Phoenix: no daylight saving
    expect(await zoneAtPin(41.8781, -87.6298)).toBe('America/Chicago'); // Chicago
    // Indiana: Indianapolis is Eastern, Gary (Lake County) Central.
    expect(await zoneAtPin(39.7684, -86.1581)).toBe('America/Indiana/Indianapolis');
    expect(await zoneAtPin(41.5934, -87.3464)).toBe('America/Chicago');
  });

  it('answers null for a point that is not on Earth', async () => {
    expect(await zoneAtPin(123, 0)).toBeNull();
    expect(await zoneAtPin(Number.NaN, 0)).toBeNull();
  });
});
