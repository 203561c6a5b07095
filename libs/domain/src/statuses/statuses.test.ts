import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  fromWireAppointmentStatus,
  isAppointmentStatus,
  toWireAppointmentStatus,
} from './appointment-status';
import { biometricListFilter } from './biometric-list-filter';
import { BIOMETRIC_STATUS_FILTERS, CHANGE_STATUS_OPTIONS, isBiometricStatus } from './biometric-status';
import {
  CAPTURE_TYPES,
  FINGERPRINT_OPTIONS,
  PRIORITY_OPTIONS,
  PRODUCT_CODES,
  SERVICE_TYPE_OPTIONS,
  TRANSMISSION_RESULTS,
} from './options';

describe('appointment statuses', () => {
  it('use the UI spelling CANCELLED', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW', 'DRAFT']);
    expect(APPOINTMENT_STATUS_LABELS.CANCELLED).toBe('Cancelled');
  });

  it('go on the wire as CANCELED and the rest unchanged', () => {
    expect(toWireAppointmentStatus('CANCELLED')).toBe('CANCELED');
    expect(toWireAppointmentStatus('NO_SHOW')).toBe('NO_SHOW');
  });

  it('come back from the wire in the UI spelling, accepting either spelling', () => {
    expect(fromWireAppointmentStatus('CANCELED')).toBe('CANCELLED');
    expect(fromWireAppointmentStatus('CANCELLED')).toBe('CANCELLED');
    expect(fromWireAppointmentStatus('CONFIRMED')).toBe('CONFIRMED');
    expect(fromWireAppointmentStatus('LOST')).toBeNull();
    expect(isAppointmentStatus('CANCELED')).toBe(false);
  });

  it('round-trip every status through the wire', () => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(fromWireAppointmentStatus(toWireAppointmentStatus(status))).toBe(status);
    }
  });
});

describe('biometric statuses', () => {
  it('offer the filter labels starting with All', () => {
    expect(BIOMETRIC_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All',
      'Completed',
      'In Progress',
      'In Review',
      'Sent to FBI',
      'Recaptured',
      'Request For Recapture',
    ]);
  });

  it('leave IN_PROGRESS and All out of the change-status list', () => {
    const values = CHANGE_STATUS_OPTIONS.map((option) => option.value);
    expect(values).toEqual(['COMPLETED', 'IN_REVIEW', 'SENT_TO_FBI', 'RECAPTURED', 'REQUEST_FOR_RECAPTURE']);
  });

  it('recognise statuses', () => {
    expect(isBiometricStatus('SENT_TO_FBI')).toBe(true);
    expect(isBiometricStatus('ALL')).toBe(false);
  });
});

describe('biometric list filter', () => {
  it('reads 0 as ALL with no service ids', () => {
    expect(biometricListFilter(0, [4, 5])).toEqual({
      biometricListFilterValue: 'ALL',
      biometricServiceIds: [],
    });
  });

  it('reads any other value as Other with the given ids', () => {
    expect(biometricListFilter(2, [4, 5])).toEqual({
      biometricListFilterValue: 'Other',
      biometricServiceIds: [4, 5],
    });
  });
});

describe('option lists', () => {
  it('name the transmission results, capture types and product codes', () => {
    expect(TRANSMISSION_RESULTS).toEqual(['SUCCESS', 'TRANSMITTED', 'FAILED']);
    expect(CAPTURE_TYPES).toEqual(['ROLL', 'FLAT']);
    expect(Object.values(PRODUCT_CODES)).toEqual(['FBIBGCHECK', 'FBIBGCHECK1']);
  });

  it('offer fingerprint options flat / flat and roll, priorities high to low, and both service types', () => {
    expect(FINGERPRINT_OPTIONS.map((option) => option.label)).toEqual(['Flat', 'Flat and Roll']);
    expect(PRIORITY_OPTIONS.map((option) => option.value)).toEqual(['HIGH', 'MEDIUM', 'LOW']);
    expect(SERVICE_TYPE_OPTIONS.map((option) => option.label)).toEqual(['Appointment', 'Biometric']);
  });
});
