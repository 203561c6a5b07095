import { describe, expect, it } from 'vitest';
import type { NistBinaryImageRecord, NistRecord, NistTaggedRecord } from './nist-record';
import { readAn2k } from './read-an2k';
import { writeAn2k } from './write-an2k';

const type1 = (items: string[] = ['0502']): NistTaggedRecord => ({
  encoding: 'tagged',
  type: 1,
  fields: [{ kind: 'text', number: 2, subfields: [items] }],
});
const type4 = (overrides: Partial<NistBinaryImageRecord> = {}): NistRecord => ({
  encoding: 'binary-image',
  type: 4,
  idc: 1,
  imp: 0,
  fgp: [1, 255, 255, 255, 255, 255],
  isr: 0,
  hll: 800,
  vll: 750,
  gca: 1,
  data: Uint8Array.of(1, 2, 3),
  ...overrides,
});

describe('writeAn2k refuses what it cannot write faithfully', () => {
  it('a transaction that does not start with a Type-1 record', () => {
    expect(() => writeAn2k({ records: [] })).toThrow(
      new RangeError('a transaction must start with a Type-1 record'),
    );
    expect(() => writeAn2k({ records: [type4(), type1()] })).toThrow(
      new RangeError('a transaction must start with a Type-1 record'),
    );
  });

  it('a text item holding a separator character', () => {
    for (const separator of ['\x1c', '\x1d', '\x1e', '\x1f']) {
      expect(() => writeAn2k({ records: [type1([`05${separator}02`])] })).toThrow(
        new RangeError('1.002 must not contain separator characters'),
      );
    }
    expect(readAn2k(writeAn2k({ records: [type1(['\x1b\x20'])] })).records).toHaveLength(1);
  });

  it('a character beyond one byte, named by its four-digit code point', () => {
    expect(() => writeAn2k({ records: [type1(['0\u0100'])] })).toThrow(
      new RangeError('1.002 must hold one-byte characters only (found U+0100)'),
    );
  });

  it('a field whose own tag names another field or is not a tag', () => {
    for (const tag of ['1.003', '2.002', 'x1.002', '1.002x']) {
      const record: NistTaggedRecord = {
        encoding: 'tagged',
        type: 1,
        fields: [{ kind: 'text', number: 2, tag, subfields: [['0502']] }],
      };
      expect(() => writeAn2k({ records: [record] })).toThrow(
        new RangeError(`tag ${tag} does not name field 1.002`),
      );
    }
  });

  it('binary header values that do not fit their bytes, and an FGP without six positions', () => {
    expect(() => writeAn2k({ records: [type1(), type4({ idc: 256 })] })).toThrow(
      new RangeError('Type-4 IDC 256 does not fit in 1 byte(s)'),
    );
    expect(() => writeAn2k({ records: [type1(), type4({ hll: 65536 })] })).toThrow(
      new RangeError('Type-4 HLL 65536 does not fit in 2 byte(s)'),
    );
    expect(() => writeAn2k({ records: [type1(), type4({ vll: -1 })] })).toThrow(
      new RangeError('Type-4 VLL -1 does not fit in 2 byte(s)'),
    );
    expect(() => writeAn2k({ records: [type1(), type4({ isr: 0.5 })] })).toThrow(
      new RangeError('Type-4 ISR 0.5 does not fit in 1 byte(s)'),
    );
    expect(() => writeAn2k({ records: [type1(), type4({ fgp: [1, 255, 255, 255, 255] })] })).toThrow(
      new RangeError('Type-4 FGP must have 6 positions'),
    );
    const widest = readAn2k(writeAn2k({ records: [type1(), type4({ hll: 65535, idc: 255 })] }));
    expect(widest.records[1]).toMatchObject({ hll: 65535, idc: 255 });
  });
});

describe('writeAn2k lists the records in 1.003 CNT', () => {
  it('with each record type and its IDC as two digits, binary records included', () => {
    const type2: NistTaggedRecord = {
      encoding: 'tagged',
      type: 2,
      fields: [{ kind: 'text', number: 2, subfields: [['07']] }],
    };
    const read = readAn2k(writeAn2k({ records: [type1(), type4({ idc: 3 }), type2] }));
    expect((read.records[0] as NistTaggedRecord).fields.find((field) => field.number === 3)).toEqual({
      kind: 'text',
      number: 3,
      tag: '1.003',
      subfields: [
        ['1', '2'],
        ['4', '03'],
        ['2', '07'],
      ],
    });
  });
});
