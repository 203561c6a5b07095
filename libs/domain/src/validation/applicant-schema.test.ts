import { describe, expect, it } from 'vitest';
import { applicantFormValues, applicantRequest } from '../formats/applicant-form-payload';
import { formErrors } from './form-errors';
import { APPLICANT_MESSAGES, applicantFormSchema } from './applicant-schema';

const today = '2026-11-26';
const filled = {
  ...applicantFormValues({}),
  firstName: 'Dana',
  lastName: 'Lopez',
  dateOfBirth: '1990-04-12',
  placeOfBirth: 'ca',
  residentStatus: 'US Citizen',
  gender: 'F',
  race: 'W',
  eyeColor: 'BRO',
  hairColor: 'BLK',
  heightFeet: '5',
  heightInches: '7',
  weight: '140',
  email: 'dana@example.test',
  confirmEmail: 'dana@example.test',
  addressLine1: '1 Main St',
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95814',
  reason: 'Employment',
};

const errorsOf = (values: Record<string, string>, productCode: string | null = 'FBIBGCHECK') =>
  formErrors(applicantFormSchema({ productCode, today }), values);

describe('the applicant form (spec §5)', () => {
  it('accepts a complete applicant', () => {
    expect(errorsOf(filled)).toEqual({});
  });

  it('refuses the resident status Other for the FBI background checks, and only for them', () => {
    const other = { ...filled, residentStatus: 'Other', countryOfCitizenship: 'MX' };
    expect(errorsOf(other, 'FBIBGCHECK')['residentStatus']).toBe(APPLICANT_MESSAGES.otherCitizenship);
    expect(errorsOf(other, 'FBIBGCHECK1')['residentStatus']).toBe(APPLICANT_MESSAGES.otherCitizenship);
    expect(errorsOf(other, null)['residentStatus']).toBeUndefined();
  });

  it('asks a non-citizen for the country of citizenship', () => {
    const resident = { ...filled, residentStatus: 'Lawful Permanent Resident' };
    expect(errorsOf(resident)['countryOfCitizenship']).toBe('Country of citizenship is a required field');
    expect(errorsOf({ ...resident, countryOfCitizenship: 'MX' })).toEqual({});
  });

  it('checks the confirmation e-mail, the SSN, the place of birth and a birth date in the past', () => {
    const errors = errorsOf({
      ...filled,
      confirmEmail: 'other@example.test',
      ssn: '12-34',
      placeOfBirth: 'QQ',
      dateOfBirth: '2030-01-01',
    });
    expect(errors).toMatchObject({
      confirmEmail: APPLICANT_MESSAGES.emailMismatch,
      ssn: APPLICANT_MESSAGES.ssn,
      placeOfBirth: APPLICANT_MESSAGES.placeOfBirth,
      dateOfBirth: APPLICANT_MESSAGES.dateOfBirth,
    });
  });

  it("refuses SSNs the SSA never issues with the defect's own message, and keeps the masked form", () => {
    expect(errorsOf({ ...filled, ssn: '000-12-3456' })['ssn']).toBe('SSN area number 000 is never issued');
    expect(errorsOf({ ...filled, ssn: '666-12-3456' })['ssn']).toBe('SSN area number 666 is never issued');
    expect(errorsOf({ ...filled, ssn: '912-34-5678' })['ssn']).toBe(
      'SSN area number 912 is never issued (900–999 are not assigned)',
    );
    expect(errorsOf({ ...filled, ssn: '123-45-6789' })).toEqual({});
    expect(errorsOf({ ...filled, ssn: '***-**-6789' })).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = errorsOf(applicantFormValues({}));
    expect(errors['firstName']).toBe('First name is a required field');
    expect(errors['weight']).toBe('Weight is a required field');
    expect(errors['email']).toBeUndefined();
  });
});

describe('the applicant request', () => {
  it('always sends the optional identity fields once complete, EBTS height and codes', () => {
    const request = applicantRequest(filled, { complete: true });
    expect(request).toMatchObject({
      msId: '',
      middleName: '',
      ssn: '',
      generationalSuffix: '',
      addressLine2: '',
      height: '507',
      weight: 140,
      placeOfBirth: 'CA',
      countryOfCitizenship: 'US',
    });
  });

  it('leaves blank optional fields out of a draft', () => {
    const request = applicantRequest(filled, { complete: false });
    expect(request).not.toHaveProperty('msId');
    expect(request).not.toHaveProperty('ssn');
  });

  it('reads a stored applicant back into the form', () => {
    expect(
      applicantFormValues({
        height: '602',
        weight: 180,
        ssnMasked: '***-**-1234',
        residentStatus: 'US Citizen',
      }),
    ).toMatchObject({ heightFeet: '6', heightInches: '2', weight: '180', ssn: '***-**-1234' });
  });
});
