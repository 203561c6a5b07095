import { describe, expect, it } from 'vitest';
import { defaultAppointmentSettings } from './appointment-settings-schema';
import type { AppointmentSettings } from './appointment-settings';
import { previewSlots } from './slot-preview';

const zone = 'America/New_York';
// Wednesday 25 November 2026, 08:00 in New York.
const now = '2026-11-25T13:00:00Z';

function weekdays(): AppointmentSettings {
  const settings = defaultAppointmentSettings();
  settings.workingHours = settings.workingHours.map((day) => ({
    ...day,
    active: day.day !== 'SATURDAY' && day.day !== 'SUNDAY',
  }));
  return settings;
}

describe('slot preview', () => {
  it('offers the day in slots of the policy duration between the working hours, minus breaks', () => {
    const settings = weekdays();
    settings.appointmentPolicy = { appointmentsPerTimeSlot: 2, appointmentViewLimit: 14, duration: 60 };
    settings.breaks = [{ startTime: '12:00', endTime: '13:00' }];
    const preview = previewSlots({ settings, timeZone: zone, date: '2026-11-26', now });
    expect(preview.status).toBe('OPEN');
    expect(preview.slots.map((slot) => slot.startTime)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(preview.slots.every((slot) => slot.capacity === 2)).toBe(true);
  });

  it('changes with the duration', () => {
    const settings = weekdays();
    settings.appointmentPolicy = { appointmentsPerTimeSlot: 1, appointmentViewLimit: 14, duration: 30 };
    expect(previewSlots({ settings, timeZone: zone, date: '2026-11-26', now }).slots).toHaveLength(16);
  });

  it('says CLOSED for a day off or a time-off and PAST or BEYOND_VIEW_LIMIT outside the booking window', () => {
    const settings = weekdays();
    expect(previewSlots({ settings, timeZone: zone, date: '2026-11-28', now }).status).toBe('CLOSED');
    settings.timeoffs = [{ from: '2026-11-26', to: '2026-11-26' }];
    expect(previewSlots({ settings, timeZone: zone, date: '2026-11-26', now }).status).toBe('CLOSED');
    expect(previewSlots({ settings, timeZone: zone, date: '2026-11-24', now }).status).toBe('PAST');
    const beyond = previewSlots({ settings, timeZone: zone, date: '2026-12-09', now });
    expect(beyond).toMatchObject({ status: 'BEYOND_VIEW_LIMIT', lastBookableDate: '2026-12-08' });
  });

  it('leaves out the slots of today that have started', () => {
    const settings = weekdays();
    settings.appointmentPolicy.duration = 60;
    const preview = previewSlots({
      settings,
      timeZone: zone,
      date: '2026-11-25',
      now: '2026-11-25T15:30:00Z',
    });
    expect(preview.slots[0]?.startTime).toBe('11:00');
  });
});
