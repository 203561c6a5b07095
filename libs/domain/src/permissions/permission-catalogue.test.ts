import { describe, expect, it } from 'vitest';
import { isKnownPermission, PERMISSION_CATALOGUE } from './permission-catalogue';

describe('the permission catalogue', () => {
  it('lists every module with its title and the four actions', () => {
    expect(PERMISSION_CATALOGUE.map((group) => [group.code, group.title])).toEqual([
      ['services', 'Services'],
      ['locations', 'Locations'],
      ['appointments', 'Appointments'],
      ['companies', 'Companies'],
      ['groups', 'Groups & Prioritize'],
      ['biometrics', 'Biometric'],
      ['reports', 'Reports'],
      ['settings', 'Settings'],
      ['users', 'Users'],
      ['roles', 'Roles'],
      ['ssn', 'SSN'],
    ]);
    expect(PERMISSION_CATALOGUE.find((group) => group.code === 'ssn')?.permissions).toEqual([
      { code: 'ssn:detail', title: 'Reveal SSN' },
    ]);
    expect(PERMISSION_CATALOGUE.find((group) => group.code === 'roles')?.permissions).toEqual([
      { code: 'roles:create', title: 'Create' },
      { code: 'roles:modify', title: 'Modify' },
      { code: 'roles:list', title: 'List' },
      { code: 'roles:detail', title: 'Detail' },
    ]);
  });

  it('knows its own codes only', () => {
    expect(isKnownPermission('roles:modify')).toBe(true);
    expect(isKnownPermission('groups:list')).toBe(true);
    expect(isKnownPermission('roles:delete')).toBe(false);
    expect(isKnownPermission('partners:list')).toBe(false);
    expect(isKnownPermission('roles')).toBe(false);
    expect(isKnownPermission('ssn:detail')).toBe(true);
    expect(isKnownPermission('ssn:list')).toBe(false);
  });
});
