import { describe, expect, it } from 'vitest';
import { POB_CODES } from './pob-codes';
import { ORI_NUMBER_MESSAGE, isOriNumber, isOriType, normaliseOriNumber } from './ori-number';

describe('ORI numbers (EBTS 1.008: nine alphanumerics, a POB code first)', () => {
  it('accepts nine characters starting with a state or country code', () => {
    expect(isOriNumber('CA0349500')).toBe(true);
    expect(isOriNumber('WVIAFIS0Z')).toBe(true);
    expect(isOriNumber('DCFBIWAZ0')).toBe(true);
    expect(isOriNumber('ON1234567')).toBe(true);
  });

  it('refuses other lengths, lower case, symbols, a digit prefix and an unknown prefix', () => {
    for (const bad of [
      'CA034950',
      'CA03495000',
      'ca0349500',
      'CA-349500',
      '1A0349500',
      'QQ0349500',
      'XX0349500',
    ]) {
      expect(isOriNumber(bad), bad).toBe(false);
    }
  });

  it('normalises blanks and case before checking', () => {
    expect(normaliseOriNumber('  ca0349500 ')).toBe('CA0349500');
  });

  it('knows the 50 states, DC and the Canadian provinces of the POB table', () => {
    expect(POB_CODES.has('TX')).toBe(true);
    expect(POB_CODES.has('PQ')).toBe(true);
    expect(POB_CODES.size).toBeGreaterThan(300);
  });

  it('names the field and the rule in one message', () => {
    expect(ORI_NUMBER_MESSAGE).toBe(
      'ORI must be 9 characters: a two-letter state or country code followed by 7 letters or digits',
    );
  });

  it('has two ORI types', () => {
    expect(isOriType('ORI')).toBe(true);
    expect(isOriType('CRI')).toBe(true);
    expect(isOriType('OTHER')).toBe(false);
  });
});
