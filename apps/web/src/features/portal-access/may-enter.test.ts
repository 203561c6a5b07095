import { describe, expect, it } from 'vitest';
import { mayEnter } from './may-enter';

const access = {
  partners: { p1: { code: 'acme', legalName: 'Acme', companyLogo: null } },
  locations: {
    l1: {
      code: 'acme-downtown',
      name: 'Downtown',
      companyLogo: null,
      partnerId: 'p2',
      partnerCode: 'other',
      address: { addressLineOne: '1 Main', city: 'SF' },
    },
  },
};

describe('mayEnter', () => {
  it('lets a partner user into the partner portal of that partner only', () => {
    expect(mayEnter(access, { kind: 'partner', code: 'acme' })).toBe(true);
    expect(mayEnter(access, { kind: 'partner', code: 'globex' })).toBe(false);
  });

  it('keeps a location user out of the partner portal of its own partner', () => {
    expect(mayEnter(access, { kind: 'partner', code: 'other' })).toBe(false);
    expect(mayEnter(access, { kind: 'location', code: 'acme-downtown' })).toBe(true);
  });

  it('does not take a partner code for a location code', () => {
    expect(mayEnter(access, { kind: 'location', code: 'acme' })).toBe(false);
  });
});
