import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone';

describe('phone numbers', () => {
  it('display as (xxx)-xxx-xxxx', () => {
    expect(formatPhone('5551234567')).toBe('(555)-123-4567');
  });

  it('keep digits only and stop at ten', () => {
    expect(phoneDigits('+1 (555) 123-4567 ext 9')).toBe('1555123456');
    expect(formatPhone('555.123.456789')).toBe('(555)-123-4567');
  });

  it('build the mask up while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('55')).toBe('(55');
    expect(formatPhone('5551')).toBe('(555)-1');
    expect(formatPhone('5551234')).toBe('(555)-123-4');
  });
});
