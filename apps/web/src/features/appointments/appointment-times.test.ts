import { formatInstant } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { appointmentZone, slotLabel } from './appointment-times';

const atChicago = {
  appointmentDate: '2026-11-27',
  startTime: '09:30',
  endTime: '10:00',
  locationTimeZone: 'America/Chicago',
};

describe("an appointment's times", () => {
  it("are read in the location's zone in a partner session whose zone is another", () => {
    const zone = appointmentZone(atChicago, 'America/Los_Angeles');
    expect(zone).toBe('America/Chicago');
    expect(formatInstant('2026-11-27T15:30:00Z', zone)).toBe('Nov 27, 2026 9:30 AM CST');
  });

  it("fall back to the session's zone for an answer without the location's", () => {
    expect(appointmentZone({ appointmentDate: '2026-11-27' }, 'America/Los_Angeles')).toBe(
      'America/Los_Angeles',
    );
  });

  it("label the slot with the location zone's abbreviation of that day", () => {
    expect(slotLabel(atChicago)).toBe('2026-11-27 09:30 CST');
    expect(slotLabel(atChicago, { withEnd: true })).toBe('2026-11-27 09:30-10:00 CST');
    expect(slotLabel({ ...atChicago, appointmentDate: '2026-07-04' })).toBe('2026-07-04 09:30 CDT');
    expect(slotLabel({ appointmentDate: '2026-07-04', startTime: '09:30' })).toBe('2026-07-04 09:30');
  });
});
