import { describe, expect, it } from 'vitest';
import { maskSsn, normalizeSsn } from './ssn';

describe('SSN', () => {
  it('normalises dashed and bare input to 123-45-6789', () => {
    expect(normalizeSsn('123-45-6789')).toBe('123-45-6789');
    expect(normalizeSsn(' 123456789 ')).toBe('123-45-6789');
  });

  it('refuses what the SSA never issues and anything not nine digits', () => {
    for (const value of [
      '000-12-3456',
      '666-12-3456',
      '912-34-5678',
      '123-00-4567',
      '123-45-0000',
      '12345678',
      'abc',
    ]) {
      expect(normalizeSsn(value), value).toBeNull();
    }
  });

  it('masks all but the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
  });
});
