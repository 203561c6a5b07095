import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NistField, NistRecord, NistTaggedRecord, NistTransaction } from './nist-record';
import { readAn2k } from './read-an2k';
import { isTaggedImageField } from './tagged-image-types';
import { writeAn2k } from './write-an2k';

// Any byte except the four separators may appear in a text item.
const itemText = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => String.fromCharCode(...bytes.filter((byte) => byte < 0x1c || byte > 0x1f)));
const subfields = fc.array(fc.array(itemText, { minLength: 1, maxLength: 3 }), {
  minLength: 1,
  maxLength: 3,
});

function taggedRecord(type: number): fc.Arbitrary<NistTaggedRecord> {
  return fc
    .tuple(
      itemText.map((idc) => idc.replace(/[^0-9]/g, '').padStart(2, '0')),
      fc.uniqueArray(fc.integer({ min: 3, max: 998 }), { maxLength: 6 }),
      fc.array(subfields, { minLength: 6, maxLength: 6 }),
      fc.option(fc.uint8Array({ maxLength: 40 }), { nil: undefined }),
    )
    .map(([idc, numbers, contents, image]) => {
      const fields: NistField[] = [
        { kind: 'text', number: 2, subfields: [[idc]] },
        ...[...numbers]
          .sort((a, b) => a - b)
          .map((number, i): NistField => ({ kind: 'text', number, subfields: contents[i] ?? [['']] })),
      ];
      if (image !== undefined && isTaggedImageField(type, 999))
        fields.push({ kind: 'binary', number: 999, data: image });
      return { encoding: 'tagged', type, fields };
    });
}

const byte = fc.integer({ min: 0, max: 255 });
const binaryImageRecord: fc.Arbitrary<NistRecord> = fc.record({
  encoding: fc.constant('binary-image' as const),
  type: fc.constantFrom(3 as const, 4 as const, 5 as const, 6 as const, 7 as const),
  idc: byte,
  imp: byte,
  fgp: fc.array(byte, { minLength: 6, maxLength: 6 }),
  isr: byte,
  hll: fc.integer({ min: 0, max: 65535 }),
  vll: fc.integer({ min: 0, max: 65535 }),
  gca: byte,
  data: fc.uint8Array({ maxLength: 40 }),
});
const signatureRecord: fc.Arbitrary<NistRecord> = fc.record({
  encoding: fc.constant('binary-signature' as const),
  type: fc.constant(8 as const),
  idc: byte,
  sig: byte,
  srt: byte,
  isr: byte,
  hll: fc.integer({ min: 0, max: 65535 }),
  vll: fc.integer({ min: 0, max: 65535 }),
  data: fc.uint8Array({ maxLength: 40 }),
});

const transaction: fc.Arbitrary<NistTransaction> = fc
  .tuple(
    taggedRecord(1),
    fc.array(
      fc.oneof(
        fc.constantFrom(2, 9, 10, 13, 14, 15, 17, 99).chain(taggedRecord),
        binaryImageRecord,
        signatureRecord,
      ),
      { maxLength: 5 },
    ),
  )
  .map(([type1, others]) => ({ records: [type1, ...others] }));

/** What the reader adds: tags as written, the LEN field, and the CNT the writer computed. */
function comparable(transaction: NistTransaction): unknown {
  return transaction.records.map((record) =>
    record.encoding === 'tagged'
      ? {
          ...record,
          fields: record.fields
            .filter((field) => field.number !== 1 && !(record.type === 1 && field.number === 3))
            .map(({ tag: _tag, ...field }) => field),
        }
      : record,
  );
}

describe('writeAn2k', () => {
  it('writes any transaction so that reading it back gives the same records', () => {
    fc.assert(
      fc.property(transaction, (original) => {
        const read = readAn2k(writeAn2k(original));
        expect(comparable(read)).toEqual(comparable(original));
      }),
      { numRuns: Number(process.env['NIST_PROPERTY_RUNS'] ?? 2000) },
    );
  }, 60_000);

  it('refuses a tag that names another field', () => {
    const type1: NistTaggedRecord = {
      encoding: 'tagged',
      type: 1,
      fields: [{ kind: 'text', number: 2, tag: '1.004', subfields: [['0502']] }],
    };
    expect(() => writeAn2k({ records: [type1] })).toThrow('tag 1.004 does not name field 1.002');
  });
});

describe('writeAn2k field kinds', () => {
  const type1: NistTaggedRecord = {
    encoding: 'tagged',
    type: 1,
    fields: [{ kind: 'text', number: 2, subfields: [['0502']] }],
  };

  it('refuses a record holding nothing but LEN', () => {
    const empty: NistTaggedRecord = { encoding: 'tagged', type: 2, fields: [] };
    expect(() => writeAn2k({ records: [type1, empty] })).toThrow('Type-2 record needs a field besides LEN');
  });

  it('refuses binary data outside field 999 of an image record', () => {
    const type2: NistTaggedRecord = {
      encoding: 'tagged',
      type: 2,
      fields: [{ kind: 'binary', number: 999, data: Uint8Array.of(1) }],
    };
    expect(() => writeAn2k({ records: [type1, type2] })).toThrow('Type-2 field 999 cannot be binary');
  });

  it('refuses fields after the image data of an image record', () => {
    const type14: NistTaggedRecord = {
      encoding: 'tagged',
      type: 14,
      fields: [
        { kind: 'binary', number: 999, data: Uint8Array.of(1) },
        { kind: 'text', number: 1000, subfields: [['x']] },
      ],
    };
    expect(() => writeAn2k({ records: [type1, type14] })).toThrow(
      'Type-14 field 999 cannot be binary or before other fields',
    );
  });
});
