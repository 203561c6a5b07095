import { describe, expect, it } from 'vitest';
import { stateTimeZone } from './state-time-zone';

describe('stateTimeZone', () => {
  it('names the zone of a state wholly in one zone', () => {
    expect(stateTimeZone('CA')).toBe('America/Los_Angeles');
    expect(stateTimeZone('ny')).toBe('America/New_York');
    expect(stateTimeZone(' IL ')).toBe('America/Chicago');
    expect(stateTimeZone('HI')).toBe('Pacific/Honolulu');
  });

  it('leaves split states to the pin', () => {
    // Pensacola is Central, Miami Eastern; El Paso Mountain, Dallas Central; the Navajo Nation keeps DST.
    for (const state of [
      'FL',
      'TX',
      'AZ',
      'IN',
      'KY',
      'TN',
      'OR',
      'ID',
      'AK',
      'NE',
      'KS',
      'ND',
      'SD',
      'MI',
      'NV',
    ]) {
      expect(stateTimeZone(state)).toBeNull();
    }
    expect(stateTimeZone('')).toBeNull();
    expect(stateTimeZone(undefined)).toBeNull();
  });
});
