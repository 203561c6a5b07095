import { describe, expect, it } from 'vitest';
import { shapeApplicantPayload } from './applicant-payload';
import { citizenshipChoices, isOtherCitizenshipAllowed } from './citizenship';
import { selectableCountries } from './countries';

describe('citizenship', () => {
  it('does not allow Other for FBIBGCHECK and FBIBGCHECK1', () => {
    expect(isOtherCitizenshipAllowed('FBIBGCHECK')).toBe(false);
    expect(isOtherCitizenshipAllowed('FBIBGCHECK1')).toBe(false);
    expect(citizenshipChoices('FBIBGCHECK').map((choice) => choice.label)).toEqual([
      'US Citizen',
      'Lawful Permanent Resident',
    ]);
  });

  it('allows Other for any other product', () => {
    expect(isOtherCitizenshipAllowed('IHS')).toBe(true);
    expect(isOtherCitizenshipAllowed(undefined)).toBe(true);
    expect(citizenshipChoices(null).map((choice) => choice.label)).toEqual([
      'US Citizen',
      'Lawful Permanent Resident',
      'Other',
    ]);
  });
});

describe('country list', () => {
  it('leaves out US, MM and CD', () => {
    const countries = ['US', 'CA', 'MM', 'mx', 'CD', 'cd'].map((code, id) => ({
      id,
      code,
      data: code,
      active: true,
    }));
    expect(selectableCountries(countries).map((country) => country.code)).toEqual(['CA', 'mx']);
  });
});

describe('applicant payload', () => {
  const form = {
    firstName: 'Ann',
    msId: '  ',
    addressLine2: null,
    generationalSuffix: 'JR',
    ssn: '',
    middleName: undefined,
  };

  it('sends msId, addressLine2, generationalSuffix, ssn and middleName when complete, empty if blank', () => {
    expect(shapeApplicantPayload(form, { complete: true })).toEqual({
      firstName: 'Ann',
      msId: '',
      addressLine2: '',
      generationalSuffix: 'JR',
      ssn: '',
      middleName: '',
    });
  });

  it('sends them only when filled otherwise', () => {
    expect(shapeApplicantPayload(form, { complete: false })).toEqual({
      firstName: 'Ann',
      generationalSuffix: 'JR',
    });
  });
});
