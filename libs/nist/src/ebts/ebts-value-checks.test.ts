import { describe, expect, it } from 'vitest';
import type {
  NistBinaryField,
  NistField,
  NistRecord,
  NistTaggedRecord,
  NistTextField,
  NistTransaction,
} from '../an2k/nist-record';
import { buildEbtsTransaction } from './build-ebts-transaction';
import { applicantDescription } from './ebts-test-description';
import { isNistDate } from './ebts-field-rules';
import { validateEbts } from './validate-ebts';

// The value checks of the EBTS rule table at their edges (EBTS 9.1 field descriptions). The transactions are built,
// not written and read back: these tests are about the rules, not the file format.

type Content = Omit<NistTextField, 'number'> | Omit<NistBinaryField, 'number'>;

/** The applicant as built, with the LEN fields the writer would add (the rules want one; its value is not checked). */
function applicant(): NistTransaction {
  const built = buildEbtsTransaction(applicantDescription('FAUF'));
  return {
    records: built.records.map((record): NistRecord =>
      record.encoding === 'tagged'
        ? { ...record, fields: [{ kind: 'text', number: 1, subfields: [['0']] }, ...record.fields] }
        : record,
    ),
  };
}
const text = (...subfields: string[][]): Content => ({ kind: 'text', subfields });

/** Field `number` of the `nth` record of `recordType` (0 = first) set to `content`. */
function withField(
  base: NistTransaction,
  recordType: number,
  number: number,
  content: Content,
  nth = 0,
): NistTransaction {
  let seen = -1;
  const records = base.records.map((record): NistRecord => {
    if (record.encoding !== 'tagged' || record.type !== recordType) return record;
    seen += 1;
    if (seen !== nth) return record;
    const others = record.fields.filter((field) => field.number !== number);
    return { ...record, fields: [...others, { ...content, number } as NistField] };
  });
  return { records };
}

function messagesFor(
  base: NistTransaction,
  recordType: number,
  number: number,
  ...values: string[][]
): string[] {
  return validateEbts(withField(base, recordType, number, text(...values))).map((problem) => problem.message);
}

/** The problems of one value in one field: `[]` when it is valid. */
const checker = (recordType: number, number: number) => {
  const base = applicant();
  return (...values: string[]): string[] => messagesFor(base, recordType, number, ...values.map((v) => [v]));
};

/** Index (1-based, as in messages) of the first Type-14 record showing `position`. */
function recordOf(transaction: NistTransaction, position: string): number {
  return (
    transaction.records.findIndex((record) => {
      if (record.encoding !== 'tagged' || record.type !== 14) return false;
      const fgp = (record as NistTaggedRecord).fields.find((field) => field.number === 13);
      return fgp?.kind === 'text' && fgp.subfields[0]?.[0] === position;
    }) + 1
  );
}

describe('EBTS numbers in a range', () => {
  it('2.029 WGT takes 050-499 in exactly three digits', () => {
    const wgt = checker(2, 29);
    expect(wgt('050')).toEqual([]);
    expect(wgt('499')).toEqual([]);
    for (const value of ['50', '0500', '49 ', '']) {
      expect(wgt(value)).toEqual(['2.029 WGT must be between 050 and 499']);
    }
  });

  it('10.006 HLL takes 10-99999 in any number of digits', () => {
    const hll = checker(10, 6);
    expect(hll('10')).toEqual([]);
    expect(hll('0010')).toEqual([]);
    expect(hll('99999')).toEqual([]);
    for (const value of ['9', '100000', '1e3', '']) {
      expect(hll(value)).toEqual([
        expect.stringMatching(/^10\.006 HLL must be between 10 and 99999 \(record \d+\)$/),
      ]);
    }
  });

  it('1.006 PRY takes one digit 1-9', () => {
    const pry = checker(1, 6);
    expect(pry('1')).toEqual([]);
    expect(pry('9')).toEqual([]);
    expect(pry('0')).toEqual(['1.006 PRY must be between 1 and 9']);
    expect(pry('01')).toEqual(['1.006 PRY must be between 1 and 9']);
  });

  it('2.027 HGT takes feet and inches from 400 to 711, inches 00-11', () => {
    const hgt = checker(2, 27);
    expect(hgt('400')).toEqual([]);
    expect(hgt('411')).toEqual([]);
    expect(hgt('711')).toEqual([]);
    expect(hgt('412')).toEqual(['2.027 HGT must be feet and inches, inches 00-11']);
    expect(hgt('610')).toEqual([]);
  });
});

describe('EBTS dates', () => {
  it('are real calendar days from 1900 on, written YYYYMMDD', () => {
    expect(isNistDate('20240229')).toBe(true);
    expect(isNistDate('19000101')).toBe(true);
    expect(isNistDate('20261231')).toBe(true);
    for (const value of [
      '20260229',
      '20261301',
      '20260001',
      '20260431',
      '20260100',
      '18991231',
      '2026-01-01',
    ]) {
      expect(isNistDate(value)).toBe(false);
    }
  });
});

describe('EBTS text values', () => {
  it('1.009 TCN holds 10-40 printable characters', () => {
    const tcn = checker(1, 9);
    expect(tcn('A'.repeat(10))).toEqual([]);
    expect(tcn(`${'~'.repeat(20)} ${'!'.repeat(19)}`)).toEqual([]);
    for (const value of ['A'.repeat(9), 'A'.repeat(41), `${'A'.repeat(10)}\x7f`, `${'A'.repeat(10)}\t`]) {
      expect(tcn(value)).toEqual(['1.009 TCN must be 10-40 printable characters']);
    }
  });

  it('2.022 DOB may repeat up to five times, each a date', () => {
    const base = applicant();
    const dates = Array.from({ length: 5 }, () => ['19840229']);
    expect(messagesFor(base, 2, 22, ...dates)).toEqual([]);
    expect(messagesFor(base, 2, 22, ...dates, ['19840229'])).toEqual([
      '2.022 DOB must have at most 5 subfield(s)',
    ]);
    expect(messagesFor(base, 2, 22, ['19840229'], ['19840230'])).toEqual([
      '2.022 DOB must be a date YYYYMMDD',
    ]);
  });

  it('2.024 SEX and 2.025 RAC take their codes only', () => {
    expect(checker(2, 24)('X')).toEqual([]);
    expect(checker(2, 24)('U')).toEqual(['2.024 SEX must be one of M, F, X']);
    expect(checker(2, 25)('U')).toEqual([]);
    expect(checker(2, 25)('H')).toEqual(['2.025 RAC must be one of A, B, I, U, W']);
  });
});

describe('EBTS finger positions in Type-14 fields', () => {
  it('14.013 FGP takes 1-15', () => {
    const fgp = checker(14, 13);
    // A print whose position is refused shows no finger, so 14.022 NQM is reported too.
    expect(fgp('0')).toContain('14.013 FGP must be a finger position 1-15 (record 3)');
    expect(fgp('001')).toContain('14.013 FGP must be a finger position 1-15 (record 3)');
    expect(fgp('16')).toContain('14.013 FGP must be a finger position 1-15 (record 3)');
  });

  it('14.018 AMP names fingers 1-10 with XX or UP', () => {
    const base = applicant();
    const slap = recordOf(base, '14');
    const amp = (...entries: string[][]) =>
      validateEbts(withField(base, 14, 18, text(...entries), slap - 3)).map((problem) => problem.message);
    expect(amp(['10', 'UP'])).toEqual([]);
    // An entry that names no missing finger leaves finger 10 scored by nobody in 14.022 NQM, reported too.
    expect(amp(['0', 'XX'])).toContain(`14.018 AMP must be a finger position 1-10 (record ${slap})`);
    expect(amp(['11', 'XX'])).toContain(`14.018 AMP must be a finger position 1-10 (record ${slap})`);
    expect(amp(['10', 'XY'])).toEqual([`14.018 AMP must be one of XX, UP (record ${slap})`]);
    expect(amp(['10', 'XX', 'X'])).toEqual([`14.018 AMP must hold two items per subfield (record ${slap})`]);
  });

  it('14.021 SEG wants left < right and top < bottom in at most five digits', () => {
    const base = applicant();
    const slap = recordOf(base, '13');
    const seg = (...items: string[]) =>
      validateEbts(withField(base, 14, 21, text(items), slap - 3)).map((problem) => problem.message);
    expect(seg('2', '10', '11', '40', '41')).toEqual([]);
    expect(seg('15', '10', '11', '40', '41')).toEqual([]);
    expect(seg('2', '10', '10', '40', '600')).toEqual([
      `14.021 SEG must have left < right and top < bottom (record ${slap})`,
    ]);
    expect(seg('2', '10', '190', '40', '40')).toEqual([
      `14.021 SEG must have left < right and top < bottom (record ${slap})`,
    ]);
    expect(seg('2', '10', '190', '40', '100000')).toEqual([
      `14.021 SEG must hold a finger position and four pixel coordinates per subfield (record ${slap})`,
    ]);
    expect(seg('0', '10', '190', '40', '600')).toEqual([
      `14.021 SEG must be a finger position 1-15 (record ${slap})`,
    ]);
  });
});
