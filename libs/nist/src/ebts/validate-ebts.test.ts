import { describe, expect, it } from 'vitest';
import type { NistRecord, NistTransaction } from '../an2k/nist-record';
import { readAn2k } from '../an2k/read-an2k';
import { applicantDescription } from './ebts-test-description';
import { encodeEbtsTransaction } from './encode-ebts-transaction';
import { fingersShownAt, isFingerPosition } from './finger-position';
import { validateEbts } from './validate-ebts';

const applicant = (): NistTransaction => readAn2k(encodeEbtsTransaction(applicantDescription('FAUF')));
const messages = (transaction: NistTransaction): string[] => validateEbts(transaction).map((p) => p.message);
const withRecords = (transaction: NistTransaction, records: NistRecord[]): NistTransaction => ({ records });

describe('validateEbts on the shape of the transaction', () => {
  it('wants a Type-1 record first and reports only that otherwise', () => {
    expect(validateEbts({ records: [] })).toEqual([
      { message: 'transaction must start with a Type-1 record' },
    ]);
    const [type1, type2, ...rest] = applicant().records as [NistRecord, NistRecord, ...NistRecord[]];
    expect(validateEbts(withRecords(applicant(), [type2, type1, ...rest]))).toEqual([
      { message: 'transaction must start with a Type-1 record' },
    ]);
  });

  it('wants exactly one Type-2 record', () => {
    const records = applicant().records;
    const type2 = records.find((record) => record.type === 2) as NistRecord;
    const without = records.filter((record) => record.type !== 2);
    expect(messages(withRecords(applicant(), without))).toContain(
      'transaction must hold exactly one Type-2 record, found 0',
    );
    expect(messages(withRecords(applicant(), [...records, type2]))).toContain(
      'transaction must hold exactly one Type-2 record, found 2',
    );
  });

  it('wants Type-14 fingerprint records', () => {
    const records = applicant().records.filter((record) => record.type !== 14);
    expect(messages(withRecords(applicant(), records))).toContain(
      'transaction must hold Type-14 fingerprint records',
    );
  });

  it('names each record type an applicant submission does not hold, once', () => {
    const records = applicant().records;
    const extra = (type: number): NistRecord => ({
      encoding: 'tagged',
      type,
      fields: [{ kind: 'text', number: 2, subfields: [['00']] }],
    });
    expect(messages(withRecords(applicant(), [...records, extra(9), extra(16), extra(9)]))).toEqual([
      'record types 9, 16 are not part of an applicant submission',
    ]);
  });
});

describe('EBTS finger positions', () => {
  it('are the whole numbers 1 to 15', () => {
    for (const position of [1, 6, 10, 11, 15]) expect(isFingerPosition(position)).toBe(true);
    for (const position of [0, 16, -1, 1.5, Number.NaN]) expect(isFingerPosition(position)).toBe(false);
  });

  it('show one finger each at 1-10, the thumbs and four-finger slaps at 11-15, nothing elsewhere', () => {
    for (let position = 1; position <= 10; position += 1)
      expect(fingersShownAt(position)).toEqual([position]);
    expect(fingersShownAt(11)).toEqual([1]);
    expect(fingersShownAt(12)).toEqual([6]);
    expect(fingersShownAt(13)).toEqual([2, 3, 4, 5]);
    expect(fingersShownAt(14)).toEqual([7, 8, 9, 10]);
    expect(fingersShownAt(15)).toEqual([1, 6]);
    expect(fingersShownAt(0)).toEqual([]);
    expect(fingersShownAt(16)).toEqual([]);
  });
});
