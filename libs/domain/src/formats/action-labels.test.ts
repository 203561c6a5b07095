import { describe, expect, it } from 'vitest';
import { actionLabel, hasActionWords } from './action-labels';

describe('actionLabel', () => {
  it('puts the codes staff saw raw into words (issue 27, item 6)', () => {
    expect(actionLabel('APPOINTMENT_STATUS_CHANGED')).toBe('Appointment status changed');
    expect(actionLabel('SIGN_IN_PASSWORD_ACCEPTED')).toBe('Signed in with password');
    expect(actionLabel('LOGOUT')).toBe('Signed out');
  });

  it('humanises a code it has no words for, keeping abbreviations', () => {
    expect(hasActionWords('EFT_FILE_BUILT')).toBe(false);
    expect(actionLabel('EFT_FILE_BUILT')).toBe('EFT file built');
    expect(actionLabel('CREATED')).toBe('Created');
  });

  it('leaves text that is not a code as it is, and inherited names are not words', () => {
    expect(actionLabel('Booked by phone')).toBe('Booked by phone');
    expect(hasActionWords('toString')).toBe(false);
  });
});
