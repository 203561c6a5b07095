import { describe, expect, it } from 'vitest';
import type { UserRow } from './auth.plugin';
import { fullName, signedInUser } from './user-display';

describe('user display', () => {
  it('joins first and last name and drops the space when one is empty', () => {
    expect(fullName({ firstName: 'Avery', lastName: 'Admin' })).toBe('Avery Admin');
    expect(fullName({ firstName: 'Avery', lastName: '' })).toBe('Avery');
    expect(fullName({ firstName: '', lastName: 'Admin' })).toBe('Admin');
  });

  it('gives the signed-in user info of the system area and the user portal', () => {
    const user = {
      id: 'u-1',
      firstName: 'Avery',
      lastName: 'Admin',
      email: 'admin@ridgeline.test',
      enforcePasswordChange: true,
    } as UserRow;
    expect(signedInUser(user)).toEqual({
      id: 'u-1',
      fullName: 'Avery Admin',
      email: 'admin@ridgeline.test',
      companyLogo: null,
      favicon: null,
      enforcePasswordChange: true,
    });
  });
});
