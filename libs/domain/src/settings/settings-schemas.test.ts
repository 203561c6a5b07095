import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  appointmentSettingsSchema,
  defaultAppointmentSettings,
} from '../appointments/appointment-settings-schema';
import { formErrors } from '../validation/form-errors';
import { biometricSettingSchema, captureSettingsFor, defaultBiometricSetting } from './biometric-setting';
import { effectiveSetting } from './effective-setting';
import { defaultPrinterConfig, printedCardArea, printerConfigSchema } from './printer-config';
import { securitySettingSchema } from './security-setting';

function openWeek() {
  const settings = defaultAppointmentSettings();
  settings.workingHours = settings.workingHours.map((day) => ({ ...day, active: true }));
  return settings;
}

describe('printer config', () => {
  it("defaults every value to '0' (spec §9)", () => {
    expect(defaultPrinterConfig()).toEqual({
      leftOffset: '0',
      topOffset: '0',
      printBlack: '0',
      printWhite: '0',
      sharpness: '0',
      gamma: '0',
    });
  });

  it('fills missing or blank values with 0 and keeps given decimals', () => {
    expect(v.parse(printerConfigSchema, { leftOffset: ' 2.5', topOffset: '' })).toEqual({
      ...defaultPrinterConfig(),
      leftOffset: '2.5',
    });
  });

  it('names the field of a value that is not a number or out of range', () => {
    expect(formErrors(printerConfigSchema, { leftOffset: 'abc', topOffset: '-51', gamma: '101' })).toEqual({
      leftOffset: 'Left Offset must be a number with at most two decimals',
      topOffset: 'Top Offset must be between -50 and 50 mm',
      gamma: 'Gamma must be between -100 and 100',
    });
  });

  it('places the card by its offsets, treating unparseable input as 0', () => {
    expect(printedCardArea({ leftOffset: '3', topOffset: '-' })).toMatchObject({
      left: 3,
      top: 0,
      width: 203.2,
    });
  });
});

describe('biometric settings', () => {
  it('accepts the defaults and refuses an unknown fingerprint option', () => {
    expect(v.is(biometricSettingSchema, defaultBiometricSetting())).toBe(true);
    expect(
      formErrors(biometricSettingSchema, { ...defaultBiometricSetting(), fingerprintOption: 'ROLL' }),
    ).toEqual({
      fingerprintOption: 'Fingerprint Option must be Flat or Flat and Roll',
    });
  });

  it('starts a recapture with the recapture switch and a first capture with the default one', () => {
    const setting = { ...defaultBiometricSetting(), deviceAutoCaptureMode: false };
    expect(captureSettingsFor(setting, { recapture: false }).deviceAutoCaptureMode).toBe(false);
    expect(captureSettingsFor(setting, { recapture: true }).deviceAutoCaptureMode).toBe(true);
  });
});

describe('effective setting', () => {
  const fallback = () => 'default';
  it('takes the location over the partner over the system over the default', () => {
    expect(effectiveSetting({ location: 'l', partner: 'p', system: 's' }, fallback)).toEqual({
      value: 'l',
      source: 'LOCATION',
    });
    expect(effectiveSetting({ location: null, partner: 'p', system: 's' }, fallback).source).toBe('PARTNER');
    expect(effectiveSetting({ system: 's' }, fallback)).toEqual({ value: 's', source: 'SYSTEM' });
    expect(effectiveSetting({}, fallback)).toEqual({ value: 'default', source: 'DEFAULT' });
  });
});

describe('appointment settings', () => {
  it('accepts the default week, all days closed', () => {
    expect(formErrors(appointmentSettingsSchema, defaultAppointmentSettings())).toEqual({});
  });

  it('names the policy field out of bounds', () => {
    const settings = openWeek();
    settings.appointmentPolicy = { appointmentsPerTimeSlot: 0, appointmentViewLimit: 400, duration: 7.5 };
    expect(formErrors(appointmentSettingsSchema, settings)).toEqual({
      'appointmentPolicy.appointmentsPerTimeSlot': 'Appointments Per Time Slot must be between 1 and 100',
      'appointmentPolicy.appointmentViewLimit': 'Appointment View Limit must be between 1 and 365',
      'appointmentPolicy.duration': 'Duration must be a whole number',
    });
  });

  it('refuses an active day that ends before it starts, but not an inactive one', () => {
    const settings = openWeek();
    settings.workingHours[0] = { day: 'MONDAY', startTime: '17:00', endTime: '09:00', active: true };
    settings.workingHours[1] = { day: 'TUESDAY', startTime: '17:00', endTime: '09:00', active: false };
    expect(formErrors(appointmentSettingsSchema, settings)).toEqual({
      'workingHours.0.endTime': 'End Time must be after Start Time',
    });
  });

  it('wants each weekday once', () => {
    const settings = openWeek();
    settings.workingHours[6] = { day: 'MONDAY', startTime: '09:00', endTime: '17:00', active: true };
    expect(formErrors(appointmentSettingsSchema, settings)).toEqual({
      workingHours: 'Working Hours must list each weekday once',
    });
  });

  it('keeps breaks inside the working hours of their days', () => {
    const settings = openWeek();
    settings.workingHours[5] = { day: 'SATURDAY', startTime: '09:00', endTime: '12:00', active: true };
    settings.workingHours[6] = { day: 'SUNDAY', startTime: '09:00', endTime: '17:00', active: false };
    settings.breaks = [
      { startTime: '12:00', endTime: '13:00' },
      { day: 'SUNDAY', startTime: '10:00', endTime: '10:30' },
      { day: 'MONDAY', startTime: '08:30', endTime: '09:30' },
      { day: 'TUESDAY', startTime: '11:00', endTime: '10:00' },
      { day: 'WEDNESDAY', startTime: '12:00', endTime: '12:30' },
    ];
    expect(formErrors(appointmentSettingsSchema, settings)).toEqual({
      'breaks.0.startTime': 'Break must fall within the working hours of Saturday (09:00-12:00)',
      'breaks.1.day': 'Break must be on a working day: Sunday is closed',
      'breaks.2.startTime': 'Break must fall within the working hours of Monday (09:00-17:00)',
      'breaks.3.endTime': 'End Time must be after Start Time',
    });
  });

  it('wants time-offs that end after they start; a bare end date closes that whole day', () => {
    const settings = openWeek();
    settings.timeoffs = [
      { from: '2026-12-24', to: '2026-12-24' },
      { from: '2026-12-31 12:00', to: '2026-12-31 11:00' },
      { from: '2027-01-01', to: 'soon' },
    ];
    expect(formErrors(appointmentSettingsSchema, settings)).toEqual({
      'timeoffs.1.to': 'To must be after From',
      'timeoffs.2.to': 'To must be a date (YYYY-MM-DD) with an optional time (HH:mm)',
    });
  });
});

describe('securitySettingSchema', () => {
  it('takes on or off and names the field otherwise', () => {
    expect(v.safeParse(securitySettingSchema, { requireSecondFactor: true }).success).toBe(true);
    expect(v.safeParse(securitySettingSchema, { requireSecondFactor: false }).success).toBe(true);
    const bad = v.safeParse(securitySettingSchema, { requireSecondFactor: 'yes' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('Require a second factor must be on or off');
  });
});
