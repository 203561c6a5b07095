import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-labels';

describe('actionLabel', () => {
  it('puts the codes staff saw raw into words (issue 27, item 6)', () => {
    expect(actionLabel('APPOINTMENT_STATUS_CHANGED')).toBe('Appointment status changed');
    expect(actionLabel('SIGN_IN_PASSWORD_ACCEPTED')).toBe('Password accepted at sign-in');
    expect(actionLabel('EFT_FILE_BUILT')).toBe('EFT file built');
    expect(actionLabel('CREATED')).toBe('Created');
  });

  it('leaves text that is not a code as it is', () => {
    expect(actionLabel('Booked by phone')).toBe('Booked by phone');
  });
});
