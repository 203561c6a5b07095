import { describe, expect, it } from 'vitest';
import { accessEntries } from './access-entries';
import { toPermissionSet } from './api/enter-portal';

describe('the user access list', () => {
  it('lists partners and locations with the codes their sessions are stored under', () => {
    const { partners, locations } = accessEntries({
      partners: { p1: { code: 'acme', legalName: 'Acme Fingerprinting LLC', companyLogo: 'logo.svg' } },
      locations: {
        l2: {
          name: 'Acme Airport Kiosk',
          code: 'acme-airport',
          partnerId: 'p1',
          partnerCode: 'acme',
          companyLogo: null,
          address: { addressLineOne: '780 International Terminal', city: 'South San Francisco' },
        },
      },
    });
    expect(partners).toEqual([
      expect.objectContaining({ ref: { kind: 'partner', code: 'acme' }, partnerId: 'p1', locationId: null }),
    ]);
    expect(locations[0]).toMatchObject({
      ref: { kind: 'location', code: 'acme-airport' },
      partnerId: 'p1',
      locationId: 'l2',
      // A location without its own image shows its partner's logo.
      logo: 'logo.svg',
      location: {
        name: 'Acme Airport Kiosk',
        addressLineOne: '780 International Terminal',
        city: 'South San Francisco',
      },
    });
  });
});

describe('permissions after partner sign-in', () => {
  it('groups the permissions by module and always adds the four biometric actions', () => {
    const set = toPermissionSet([
      { code: 'services', title: 'Services', permissions: [{ code: 'services:list', title: 'List' }] },
      { code: 'biometrics', title: 'Biometrics', permissions: [{ code: 'biometrics:list', title: 'List' }] },
    ]);
    expect(set['services']).toEqual([{ code: 'services:list', title: 'List' }]);
    expect(set['biometrics']?.map((permission) => permission.code)).toEqual([
      'biometrics:create',
      'biometrics:modify',
      'biometrics:list',
      'biometrics:detail',
    ]);
  });
});
