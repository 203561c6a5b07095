import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isMaskedSsn, maskSsn, normalizeSsn, ssnDefect, ssnField, ssnRevealReasonDefect } from './ssn';

describe('SSN', () => {
  it('normalises dashed and bare input to 123-45-6789', () => {
    expect(normalizeSsn('123-45-6789')).toBe('123-45-6789');
    expect(normalizeSsn(' 123456789 ')).toBe('123-45-6789');
    expect(ssnDefect('123-45-6789')).toBeNull();
  });

  // The SSA never assigns area 000, 666 or 900–999, group 00 or serial 0000: each defect names itself.
  it.each([
    ['000-12-3456', 'SSN area number 000 is never issued'],
    ['666-12-3456', 'SSN area number 666 is never issued'],
    ['912-34-5678', 'SSN area number 912 is never issued (900–999 are not assigned)'],
    ['987-65-4321', 'SSN area number 987 is never issued (900–999 are not assigned)'],
    ['900123456', 'SSN area number 900 is never issued (900–999 are not assigned)'],
    ['123-00-4567', 'SSN group number 00 is never issued'],
    ['123-45-0000', 'SSN serial number 0000 is never issued'],
    ['12345678', 'SSN must be nine digits, as 123-45-6789'],
    ['abc-de-fghi', 'SSN must be nine digits, as 123-45-6789'],
  ])('refuses %s: %s', (value, message) => {
    expect(ssnDefect(value)).toBe(message);
    expect(normalizeSsn(value)).toBeNull();
  });

  it('accepts the edges the SSA does issue: 001, 665, 667 and 899, group 01, serial 0001', () => {
    for (const value of ['001-01-0001', '665-12-3456', '667-12-3456', '899-99-9999']) {
      expect(ssnDefect(value), value).toBeNull();
    }
  });

  it('masks all but the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('6789')).toBe('***-**-6789');
    expect(isMaskedSsn('***-**-6789')).toBe(true);
    expect(isMaskedSsn('123-45-6789')).toBe(false);
  });

  it('wants a reveal reason of 5 characters after trimming', () => {
    expect(ssnRevealReasonDefect('   abc   ')).toBe('reason must be at least 5 characters');
    expect(ssnRevealReasonDefect(undefined)).toBe('reason must be at least 5 characters');
    expect(ssnRevealReasonDefect('audit')).toBeNull();
  });

  it('gives forms the same messages, the masked form kept only where asked', () => {
    const message = (schema: ReturnType<typeof ssnField>, value: string) => {
      const result = v.safeParse(schema, value);
      return result.success ? null : result.issues[0].message;
    };
    expect(message(ssnField(), '666-12-3456')).toBe('SSN area number 666 is never issued');
    expect(message(ssnField(), '')).toBeNull();
    expect(message(ssnField(), '123-45-6789')).toBeNull();
    expect(message(ssnField(), '***-**-6789')).toBe('SSN must be nine digits, as 123-45-6789');
    expect(message(ssnField({ keepMasked: true }), '***-**-6789')).toBeNull();
  });
});
