import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { isSecondFactorCode, secondFactorCodeSchema, totpCodeSchema } from './second-factor-schemas';

describe('second-factor codes', () => {
  it('takes six digits or a recovery code with or without its dash', () => {
    expect(isSecondFactorCode('123456')).toBe(true);
    expect(isSecondFactorCode('ABCDE-FGHJK')).toBe(true);
    expect(isSecondFactorCode('abcdefghjk')).toBe(true);
    expect(isSecondFactorCode('12345')).toBe(false);
    expect(isSecondFactorCode('ABCDE-FGHJ')).toBe(false);
  });

  it('names the field when it is empty or malformed', () => {
    expect(formErrors(secondFactorCodeSchema, { code: '' })).toEqual({ code: 'Code is a required field' });
    expect(formErrors(secondFactorCodeSchema, { code: '12' })).toEqual({
      code: 'Enter the 6 digits of your authenticator app, or a recovery code (XXXXX-XXXXX)',
    });
    expect(formErrors(totpCodeSchema, { code: 'ABCDE-FGHJK' })).toEqual({
      code: 'Enter the 6 digits your authenticator app shows',
    });
  });
});
