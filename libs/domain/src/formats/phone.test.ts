import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, phoneDigits } from './phone';

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

describe('displayPhone', () => {
  it('shows a NANP number as (NPA) NXX-XXXX whatever it was stored as', () => {
    expect(displayPhone('4155551082')).toBe('(415) 555-1082');
    expect(displayPhone('415-555-1082')).toBe('(415) 555-1082');
    expect(displayPhone('+1 415 555 1082')).toBe('(415) 555-1082');
    expect(displayPhone('14155551082')).toBe('(415) 555-1082');
  });

  it('leaves what is not a NANP number as stored', () => {
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone('555123')).toBe('555123');
    // Area codes never start with 0 or 1.
    expect(displayPhone('0155551082')).toBe('0155551082');
    expect(displayPhone('')).toBe('');
    expect(displayPhone(null)).toBe('');
  });
});
