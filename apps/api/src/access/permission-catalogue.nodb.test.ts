import { describe, expect, it } from 'vitest';
import { partnerPermissionSet, permissionGroups } from './permission-catalogue';

/*
 * A role's stored codes as the permission set a partner session carries (spec §2: permissions are module:action,
 * and every partner or location user captures biometrics). A code no module defines grants nothing, whatever a
 * row in the database says.
 */
describe("a role's permission set", () => {
  it('keeps known codes grouped by module, with their titles', () => {
    const set = partnerPermissionSet(['reports:list', 'appointments:create', 'appointments:list']);
    expect(set['reports']?.map((permission) => permission.code)).toEqual(['reports:list']);
    expect(set['appointments']?.map((permission) => permission.code)).toEqual([
      'appointments:create',
      'appointments:list',
    ]);
    expect(set['reports']?.[0]?.title).toBeTruthy();
  });

  it('drops codes no module defines, and malformed ones', () => {
    const set = partnerPermissionSet([
      'bogus:list',
      'reports:launch',
      'reports',
      ':list',
      '',
      'reports:list',
    ]);
    expect(Object.keys(set).sort()).toEqual(['biometrics', 'reports']);
    expect(set['reports']?.map((permission) => permission.code)).toEqual(['reports:list']);
  });

  it('grants biometrics in full even to a role without any code', () => {
    const set = partnerPermissionSet([]);
    expect(Object.keys(set)).toEqual(['biometrics']);
    expect(set['biometrics']?.map((permission) => permission.code)).toContain('biometrics:detail');
  });

  it('answers the groups with their module codes and titles for the sign-in', () => {
    const groups = permissionGroups(partnerPermissionSet(['reports:list']));
    const reports = groups.find((group) => group.code === 'reports');
    expect(reports?.permissions.map((permission) => permission.code)).toEqual(['reports:list']);
    expect(reports?.title).toBeTruthy();
    expect(groups.map((group) => group.code).sort()).toEqual(['biometrics', 'reports']);
  });
});
