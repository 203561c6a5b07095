import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../secrets/secret-box';
import { maskedSsn, openSsn, ssnColumns, withoutSealedSsn } from './ssn-vault';

/*
 * The SSN columns an input leads to (issue 26's one place for the number), checked without a database. Numbers
 * and masks as the SSA and the spec give them: 219-09-9999 is the SSA's own advertising example; the detail
 * screens show `***-**-` and the last four.
 */
const box = createSecretBox(randomBytes(32));

describe('the SSN columns of an input', () => {
  it('keeps the stored number when the input leaves it out', () => {
    expect(ssnColumns(box, undefined)).toEqual({});
  });

  it('removes the number for null, an empty text or spaces', () => {
    for (const cleared of [null, '', '   ']) {
      expect(ssnColumns(box, cleared), JSON.stringify(cleared)).toEqual({
        ssnSealed: null,
        ssnLastFour: null,
      });
    }
  });

  it('seals a valid number, dashed or bare, keeping only the last four in clear', () => {
    for (const given of ['219-09-9999', '219099999']) {
      const columns = ssnColumns(box, given);
      expect(columns.ssnLastFour, given).toBe('9999');
      expect(columns.ssnSealed, given).not.toContain('219');
      expect(openSsn(box, columns.ssnSealed), given).toBe('219-09-9999');
    }
  });

  it('keeps the stored number for the masked form only when asked to', () => {
    expect(ssnColumns(box, '***-**-9999', { keepMasked: true })).toEqual({});
    expect(() => ssnColumns(box, '***-**-9999')).toThrow();
  });

  it('refuses a number the SSA never issues with its defect, naming the field', () => {
    let refusal: unknown;
    try {
      ssnColumns(box, '666-12-3456');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: 'SSN area number 666 is never issued',
      description: 'field: ssn',
    });
  });
});

describe('the SSN on the way out', () => {
  it('masks the last four, and answers null when no number is stored', () => {
    expect(maskedSsn('9999')).toBe('***-**-9999');
    expect(maskedSsn(null)).toBeNull();
    expect(maskedSsn('')).toBeNull();
    expect(openSsn(box, null)).toBeNull();
  });

  it('keeps in an audit snapshot only whether a number is stored', () => {
    const sealed = box.seal('219-09-9999');
    expect(withoutSealedSsn({ id: 'a', ssnSealed: sealed })).toEqual({ id: 'a', ssn: 'stored' });
    expect(withoutSealedSsn({ id: 'b', ssnSealed: null })).toEqual({ id: 'b', ssn: null });
  });
});
