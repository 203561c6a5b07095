import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  appointmentSettingsSchema,
  changeableUntil,
  defaultAppointmentSettings,
  withPolicyDefaults,
} from './appointment-settings-schema';

// Issue 29: "reschedule or cancel up to the policy's new cancellation cut-off (default 24 hours before)".
describe('the cancellation cut-off of the appointment policy', () => {
  const startsAt = new Date('2026-12-10T17:00:00.000Z');
  const policy = { appointmentsPerTimeSlot: 1, appointmentViewLimit: 14, duration: 15 };

  it('closes changes 24 hours before the appointment when the policy does not say', () => {
    expect(changeableUntil(startsAt, policy).toISOString()).toBe('2026-12-09T17:00:00.000Z');
  });

  it('closes them at the hours the policy names, down to the start itself', () => {
    expect(changeableUntil(startsAt, { ...policy, cancellationCutoffHours: 48 }).toISOString()).toBe(
      '2026-12-08T17:00:00.000Z',
    );
    expect(changeableUntil(startsAt, { ...policy, cancellationCutoffHours: 0 }).toISOString()).toBe(
      '2026-12-10T17:00:00.000Z',
    );
  });

  it('fills the field into settings saved before it existed, keeping a value that is there', () => {
    const old = { ...defaultAppointmentSettings(), appointmentPolicy: policy };
    expect(withPolicyDefaults(old).appointmentPolicy.cancellationCutoffHours).toBe(24);
    const set = { ...old, appointmentPolicy: { ...policy, cancellationCutoffHours: 6 } };
    expect(withPolicyDefaults(set).appointmentPolicy.cancellationCutoffHours).toBe(6);
  });

  it('accepts whole hours from 0 to two weeks and names the field otherwise', () => {
    const settings = (hours: unknown) => ({
      ...defaultAppointmentSettings(),
      appointmentPolicy: { ...policy, cancellationCutoffHours: hours },
    });
    expect(v.safeParse(appointmentSettingsSchema, settings(336)).success).toBe(true);
    expect(v.safeParse(appointmentSettingsSchema, { ...settings(0) }).success).toBe(true);
    for (const bad of [-1, 337, 1.5]) {
      const result = v.safeParse(appointmentSettingsSchema, settings(bad));
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toMatch(/^Cancellation Cut-off must be/);
    }
  });
});
