import { describe, expect, it } from 'vitest';
import {
  allAppointmentStatusPairs,
  appointmentStatusChangeError,
  canChangeAppointmentStatus,
  initialAppointmentStatusError,
  isFinalAppointmentStatus,
  nextAppointmentStatuses,
  occupiesSlot,
} from './appointment-status-machine';

const LEGAL = new Set([
  'DRAFT>CONFIRMED',
  'DRAFT>CANCELLED',
  'CONFIRMED>COMPLETED',
  'CONFIRMED>NO_SHOW',
  'CONFIRMED>CANCELLED',
]);

describe('appointment status machine', () => {
  it('allows exactly the five documented changes, plus keeping the same status', () => {
    for (const [from, to] of allAppointmentStatusPairs()) {
      const expected = from === to || LEGAL.has(`${from}>${to}`);
      expect(canChangeAppointmentStatus(from, to), `${from} -> ${to}`).toBe(expected);
      expect(appointmentStatusChangeError(from, to) === null, `${from} -> ${to}`).toBe(expected);
    }
  });

  it('names both states in their wire spelling when a change is refused', () => {
    expect(appointmentStatusChangeError('COMPLETED', 'DRAFT')).toBe(
      'status cannot change from COMPLETED to DRAFT: COMPLETED is final',
    );
    expect(appointmentStatusChangeError('CANCELLED', 'CONFIRMED')).toBe(
      'status cannot change from CANCELED to CONFIRMED: CANCELED is final',
    );
    expect(appointmentStatusChangeError('DRAFT', 'COMPLETED')).toBe(
      'status cannot change from DRAFT to COMPLETED: it can go to CONFIRMED, CANCELED',
    );
  });

  it('treats completed, no-show and cancelled as final', () => {
    expect(['COMPLETED', 'NO_SHOW', 'CANCELLED'].every((s) => isFinalAppointmentStatus(s as never))).toBe(
      true,
    );
    expect(isFinalAppointmentStatus('DRAFT')).toBe(false);
    expect(isFinalAppointmentStatus('CONFIRMED')).toBe(false);
  });

  it('offers the current status first, then its next steps', () => {
    expect(nextAppointmentStatuses('CONFIRMED')).toEqual(['CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED']);
    expect(nextAppointmentStatuses('NO_SHOW')).toEqual(['NO_SHOW']);
  });

  it('lets a booking start as draft or confirmed only', () => {
    expect(initialAppointmentStatusError('DRAFT')).toBeNull();
    expect(initialAppointmentStatusError('CONFIRMED')).toBeNull();
    expect(initialAppointmentStatusError('CANCELLED')).toBe(
      'status of a new appointment must be DRAFT or CONFIRMED, not CANCELED',
    );
  });

  it('counts every status but a cancellation against the slot', () => {
    expect(occupiesSlot('NO_SHOW')).toBe(true);
    expect(occupiesSlot('COMPLETED')).toBe(true);
    expect(occupiesSlot('CANCELLED')).toBe(false);
  });
});
