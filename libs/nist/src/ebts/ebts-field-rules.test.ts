import { describe, expect, it } from 'vitest';
import type {
  NistBinaryField,
  NistField,
  NistRecord,
  NistTextField,
  NistTransaction,
} from '../an2k/nist-record';

type FieldContent = Omit<NistTextField, 'number'> | Omit<NistBinaryField, 'number'>;
import { readAn2k } from '../an2k/read-an2k';
import { applicantDescription } from './ebts-test-description';
import { encodeEbtsTransaction } from './encode-ebts-transaction';
import { validateEbts } from './validate-ebts';

const applicant = (): NistTransaction => readAn2k(encodeEbtsTransaction(applicantDescription('FAUF')));

/** The applicant with field `number` of the first record of `recordType` replaced (added when missing). */
function withField(recordType: number, number: number, field: FieldContent): NistTransaction {
  let done = false;
  const records = applicant().records.map((record): NistRecord => {
    if (done || record.type !== recordType || record.encoding !== 'tagged') return record;
    done = true;
    const replaced = { ...field, number } as NistField;
    const others = record.fields.filter((candidate) => candidate.number !== number);
    return { ...record, fields: [...others, replaced] };
  });
  return { records };
}
const text = (...subfields: string[][]): FieldContent => ({ kind: 'text', subfields });
const messages = (transaction: NistTransaction): string[] => validateEbts(transaction).map((p) => p.message);

describe('EBTS field rules refuse, naming the field', () => {
  it('a CNT that does not start with the Type-1 entry', () => {
    expect(messages(withField(1, 3, text(['2', '15'])))).toContain(
      '1.003 CNT must start with 1<US>record count',
    );
  });

  it('binary data in a text field, extra subfields and extra items', () => {
    expect(messages(withField(2, 5, { kind: 'binary', data: Uint8Array.of(1) }))).toEqual([
      '2.005 RET must be text',
    ]);
    expect(messages(withField(2, 5, text(['Y'], ['N'])))).toEqual([
      '2.005 RET must have at most 1 subfield(s)',
    ]);
    expect(messages(withField(2, 5, text(['Y', 'N'])))).toEqual([
      '2.005 RET must hold one item per subfield',
    ]);
  });

  it('a name not written LAST,FIRST MIDDLE in capitals', () => {
    expect(messages(withField(2, 18, text(['Doe, Jane'])))).toEqual([
      '2.018 NAM must be LAST,FIRST MIDDLE in capitals, at most 50 characters',
    ]);
  });

  it('a finger position outside 1-15 and image data that is missing', () => {
    expect(messages(withField(14, 13, text(['16'])))).toContainEqual(
      expect.stringMatching(/^14\.013 FGP must be a finger position 1-15 \(record \d+\)$/),
    );
    expect(messages(withField(14, 999, { kind: 'binary', data: new Uint8Array() }))).toContainEqual(
      expect.stringMatching(/^14\.999 DATA must hold the image data \(record \d+\)$/),
    );
  });

  it('amputation entries that are not a finger 1-10 with XX or UP, two items each', () => {
    expect(messages(withField(14, 18, text(['11', 'XX'])))).toContainEqual(
      expect.stringMatching(/^14\.018 AMP must be a finger position 1-10 \(record \d+\)$/),
    );
    expect(messages(withField(14, 18, text(['3'])))).toContainEqual(
      expect.stringMatching(/^14\.018 AMP must hold two items per subfield \(record \d+\)$/),
    );
    expect(
      messages(withField(14, 18, text(['3', 'XX'], ['4', 'XX'], ['5', 'XX'], ['7', 'XX'], ['8', 'XX']))),
    ).toContainEqual(expect.stringMatching(/^14\.018 AMP must have 1-4 subfields \(record \d+\)$/));
  });

  it('segments that are not a finger position and four pixel coordinates', () => {
    expect(messages(withField(14, 21, text(['2', '10', '190', '40'])))).toContainEqual(
      expect.stringMatching(
        /^14\.021 SEG must hold a finger position and four pixel coordinates per subfield \(record \d+\)$/,
      ),
    );
    expect(messages(withField(14, 21, text(['16', '10', '190', '40', '600'])))).toContainEqual(
      expect.stringMatching(/^14\.021 SEG must be a finger position 1-15 \(record \d+\)$/),
    );
    const five = Array.from({ length: 5 }, () => ['2', '10', '190', '40', '600']);
    expect(messages(withField(14, 21, text(...five)))).toContainEqual(
      expect.stringMatching(/^14\.021 SEG must have 1-4 subfields \(record \d+\)$/),
    );
  });
});

describe('EBTS field rules on values of the wrong shape', () => {
  it('an agency identifier that is not nine letters or digits', () => {
    expect(messages(withField(1, 7, text(['WVIAFIS0'])))).toEqual(['1.007 DAI must be 9 letters or digits']);
    expect(messages(withField(1, 8, text(['va0000000'])))).toEqual(['1.008 ORI must be 9 letters or digits']);
  });

  it('a place of birth that is not a two-character code, and a resolution not written NN.NN', () => {
    expect(messages(withField(2, 20, text(['NYC'])))).toEqual(['2.020 POB must be a 2-character code']);
    expect(messages(withField(1, 11, text(['19.69'], ['19.69'])))).toEqual([
      '1.011 NSR must have at most 1 subfield(s)',
    ]);
    expect(messages(withField(1, 12, text(['19.7'])))).toEqual(['1.012 NTR must be NN.NN']);
  });

  it('a date not written YYYYMMDD, or before 1900', () => {
    for (const value of ['1984-02-29', '840229', '198402291', '18991231']) {
      expect(messages(withField(2, 22, text([value])))).toEqual(['2.022 DOB must be a date YYYYMMDD']);
    }
    expect(messages(withField(2, 22, text(['19000101'])))).toEqual([]);
  });
});
