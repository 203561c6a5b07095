import { describe, expect, it } from 'vitest';
import type { NistRecord, NistTaggedRecord, NistTransaction } from '../an2k/nist-record';
import { readAn2k } from '../an2k/read-an2k';
import { writeAn2k } from '../an2k/write-an2k';
import { buildEbtsTransaction } from './build-ebts-transaction';
import { EBTS_TOTS, type EbtsTransactionDescription } from './ebts-description';
import { EBTS_FIELD_RULES } from './ebts-field-rules';
import { EbtsValidationError } from './ebts-problem';
import { applicantDescription } from './ebts-test-description';
import { encodeEbtsTransaction } from './encode-ebts-transaction';
import { validateEbts } from './validate-ebts';

/** The model as the builder makes it: no tags (the writer picks 3-digit ones) and no LEN (the writer computes it). */
function withoutWriterFields(transaction: NistTransaction): NistTransaction {
  return {
    records: transaction.records.map((record) =>
      record.encoding === 'tagged'
        ? {
            ...record,
            fields: record.fields
              .filter((field) => field.number !== 1)
              .map(({ tag: _tag, ...field }) => field),
          }
        : record,
    ),
  };
}

function withoutField(transaction: NistTransaction, recordType: number, number: number): NistTransaction {
  const at = transaction.records.findIndex((record) => record.type === recordType);
  const records = transaction.records.map((record, index): NistRecord =>
    index === at && record.encoding === 'tagged'
      ? { ...record, fields: record.fields.filter((field) => field.number !== number) }
      : record,
  );
  return { records };
}

function withValue(
  transaction: NistTransaction,
  recordType: number,
  number: number,
  value: string,
): NistTransaction {
  return {
    records: transaction.records.map((record): NistRecord =>
      record.type === recordType && record.encoding === 'tagged'
        ? {
            ...record,
            fields: record.fields.map((field) =>
              field.number === number ? { kind: 'text', number, subfields: [[value]] } : field,
            ),
          }
        : record,
    ),
  };
}

const messages = (transaction: NistTransaction): string[] => validateEbts(transaction).map((p) => p.message);

describe.each(EBTS_TOTS)('an EBTS %s transaction', (tot) => {
  // Encoded inside each test, not while the suite is collected, so mutation testing sees which test runs what.
  const encoded = () => {
    const description = applicantDescription(tot);
    const bytes = encodeEbtsTransaction(description);
    return { built: buildEbtsTransaction(description), bytes, readBack: readAn2k(bytes) };
  };

  it('reads back equal to what was built', () => {
    const { built, readBack } = encoded();
    expect(withoutWriterFields(readBack)).toEqual(built);
  });

  it('passes its rules', () => {
    const { readBack } = encoded();
    expect(validateEbts(readBack)).toEqual([]);
  });

  it('writes version 0502 with the TOT, LEN and CNT of its records', () => {
    const { bytes, readBack } = encoded();
    const type1 = readBack.records[0] as NistTaggedRecord;
    const item = (number: number): readonly (readonly string[])[] | undefined => {
      const field = type1.fields.find((candidate) => candidate.number === number);
      return field?.kind === 'text' ? field.subfields : undefined;
    };
    expect(item(2)).toEqual([['0502']]);
    expect(item(4)).toEqual([[tot]]);
    expect(item(3)).toEqual([
      ['1', '14'],
      ['2', '00'],
      ...Array.from({ length: 12 }, (_, i) => ['14', String(i + 1).padStart(2, '0')]),
      ['10', '13'],
    ]);
    expect(Number(item(1)?.[0]?.[0])).toBe(bytes.indexOf(0x1c) + 1);
  });

  const mandatory = EBTS_FIELD_RULES.filter((rule) => rule.mandatoryFor.includes(tot));
  it.each(
    mandatory.map(
      (rule) => [`${rule.recordType}.${String(rule.field).padStart(3, '0')} ${rule.name}`, rule] as const,
    ),
  )('reports %s when it is removed', (label, rule) => {
    const { readBack } = encoded();
    const problems = validateEbts(withoutField(readBack, rule.recordType, rule.field));
    expect(problems.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(new RegExp(`^${label} is mandatory for `)),
    );
  });
});

describe('EBTS field rules', () => {
  const faufReadBack = () => readAn2k(encodeEbtsTransaction(applicantDescription('FAUF')));

  it('reports a height outside 400-711 by field number and name', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(readBack, 2, 27, '712'))).toEqual(['2.027 HGT must be between 400 and 711']);
    expect(messages(withValue(readBack, 2, 27, '399'))).toEqual(['2.027 HGT must be between 400 and 711']);
  });

  it('reports a height whose inches exceed 11', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(readBack, 2, 27, '512'))).toEqual([
      '2.027 HGT must be feet and inches, inches 00-11',
    ]);
  });

  it('reports a weight outside 050-499', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(readBack, 2, 29, '049'))).toEqual(['2.029 WGT must be between 050 and 499']);
    expect(messages(withValue(readBack, 2, 29, '500'))).toEqual(['2.029 WGT must be between 050 and 499']);
  });

  it('reports an impossible date of birth', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(readBack, 2, 22, '19850229'))).toEqual(['2.022 DOB must be a date YYYYMMDD']);
  });

  it('reports unknown eye and hair colour codes', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(withValue(readBack, 2, 31, 'PUR'), 2, 32, 'TEA'))).toEqual([
      '2.031 EYE must be one of BLK, BLU, BRO, GRN, GRY, HAZ, MAR, MUL, PNK, XXX',
      '2.032 HAI must be one of BAL, BLK, BLN, BLU, BRO, GRN, GRY, ONG, PLE, PNK, RED, SDY, WHI, XXX',
    ]);
  });

  it('names the Type-14 record whose compression is not WSQ20', () => {
    const readBack = faufReadBack();
    expect(messages(withValue(readBack, 14, 11, 'WSQ'))).toContain(
      '14.011 CGA must be one of WSQ20, JP2, JP2L, NONE (record 3)',
    );
  });

  it('requires every finger to be printed or annotated as missing', () => {
    const readBack = faufReadBack();
    const records = readBack.records.filter(
      (record) =>
        !(record.encoding === 'tagged' && record.type === 14 && [2, 13].includes(Number(fgpOf(record)))),
    );
    expect(messages({ records })).toContain(
      '14.013 FGP finger(s) 2 neither printed nor annotated in 14.018 AMP',
    );
  });

  it('rejects a rolled impression for a slap position', () => {
    const slap = buildEbtsTransaction({
      ...applicantDescription('FAUF'),
      prints: applicantDescription('FAUF').prints.map((print) =>
        print.position === 13 ? { ...print, impression: 1 } : print,
      ),
    });
    const problems = validateEbts(readAn2k(writeAn2k(slap))).map((problem) => problem.message);
    expect(problems).toEqual([
      '14.003 IMP must be a plain impression (0 or 2) for finger position 13 (record 12)',
    ]);
  });
});

function fgpOf(record: NistRecord): string | undefined {
  if (record.encoding !== 'tagged') return undefined;
  const field = record.fields.find((candidate) => candidate.number === 13);
  return field?.kind === 'text' ? field.subfields[0]?.[0] : undefined;
}

describe('encodeEbtsTransaction', () => {
  it('annotates a missing finger in 14.018 AMP of the slap that should show it', () => {
    const readBack = readAn2k(encodeEbtsTransaction(applicantDescription('NFUF')));
    const leftSlap = readBack.records.find((record) => fgpOf(record) === '14') as NistTaggedRecord;
    expect(leftSlap.fields.find((field) => field.number === 18)).toMatchObject({ subfields: [['10', 'XX']] });
  });

  it('writes the slap segmentation as 14.021 SEG', () => {
    const readBack = readAn2k(encodeEbtsTransaction(applicantDescription('FAUF')));
    const rightSlap = readBack.records.find((record) => fgpOf(record) === '13') as NistTaggedRecord;
    expect(rightSlap.fields.find((field) => field.number === 21)).toMatchObject({
      subfields: [
        ['2', '10', '190', '40', '600'],
        ['3', '200', '390', '10', '560'],
        ['4', '400', '590', '30', '590'],
        ['5', '600', '790', '120', '700'],
      ],
    });
  });

  it('reports a segment whose corners are swapped', () => {
    const readBack = readAn2k(encodeEbtsTransaction(applicantDescription('FAUF')));
    const records = readBack.records.map((record): NistRecord =>
      record.encoding === 'tagged' && fgpOf(record) === '13'
        ? {
            ...record,
            fields: record.fields.map((field) =>
              field.number === 21
                ? { kind: 'text', number: 21, subfields: [['2', '190', '10', '40', '600']] }
                : field,
            ),
          }
        : record,
    );
    expect(messages({ records })).toEqual(['14.021 SEG must have left < right and top < bottom (record 12)']);
  });

  it('writes 14.022 NQM with the finger position and NFIQ score', () => {
    const readBack = readAn2k(encodeEbtsTransaction(applicantDescription('MAP')));
    const thumb = readBack.records.find((record) => fgpOf(record) === '1') as NistTaggedRecord;
    expect(thumb.fields.find((field) => field.number === 22)).toMatchObject({ subfields: [['1', '2']] });
  });

  it("writes a print's comment as 14.020 COM, and reports one longer than 126 characters", () => {
    const base = applicantDescription('NFUF');
    const prints = base.prints.map((print) =>
      print.position === 2 ? { ...print, comment: 'FORCE CAPTURED' } : print,
    );
    const readBack = readAn2k(encodeEbtsTransaction({ ...base, prints }));
    const index = readBack.records.find((record) => fgpOf(record) === '2') as NistTaggedRecord;
    expect(index.fields.find((field) => field.number === 20)).toMatchObject({
      subfields: [['FORCE CAPTURED']],
    });
    expect(validateEbts(readBack)).toEqual([]);
    const at = readBack.records.indexOf(index);
    const long = withValue({ records: [index] }, 14, 20, 'X'.repeat(127)).records[0] as NistRecord;
    const records = readBack.records.map((record, position) => (position === at ? long : record));
    expect(messages({ records })).toEqual([
      `14.020 COM must be 1-126 printable characters (record ${at + 1})`,
    ]);
  });

  it('throws EbtsValidationError listing every problem', () => {
    const base = applicantDescription('DOCE');
    const description: EbtsTransactionDescription = {
      ...base,
      applicant: { ...base.applicant, height: { feet: 8, inches: 2 }, weight: 20 },
      controllingAgencies: undefined,
    };
    let caught: unknown;
    try {
      encodeEbtsTransaction(description);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EbtsValidationError);
    expect((caught as EbtsValidationError).problems.map((problem) => problem.message)).toEqual([
      '2.027 HGT must be between 400 and 711',
      '2.029 WGT must be between 050 and 499',
      '2.073 CRI is mandatory for DOCE',
    ]);
  });

  it('reports a name the traditional encoding cannot carry as a validation problem', () => {
    const base = applicantDescription('FAUF');
    const description = { ...base, applicant: { ...base.applicant, lastName: '\u738b' } };
    expect(() => encodeEbtsTransaction(description)).toThrow(EbtsValidationError);
    expect(() => encodeEbtsTransaction(description)).toThrow(
      '2.018 must hold one-byte characters only (found U+738B)',
    );
  });

  it('writes 2.005 RET Y when the prints are to be retained, and 1.013 DOM with its version', () => {
    const readBack = readAn2k(
      encodeEbtsTransaction({
        ...applicantDescription('FAUF'),
        retain: true,
        domain: { name: 'NORAM', version: 'EBTS9.1' },
      }),
    );
    const [type1, type2] = readBack.records as [NistTaggedRecord, NistTaggedRecord];
    expect(type2.fields.find((field) => field.number === 5)).toMatchObject({ subfields: [['Y']] });
    expect(type1.fields.find((field) => field.number === 13)).toMatchObject({
      subfields: [['NORAM', 'EBTS9.1']],
    });
  });

  it('needs no 14.018 AMP when all ten fingers are printed', () => {
    const base = applicantDescription('FAUF');
    const tenth = { ...base.prints[0]!, position: 10 as const };
    const readBack = readAn2k(
      encodeEbtsTransaction({ ...base, prints: [...base.prints, tenth], missingFingers: undefined }),
    );
    const amp = readBack.records.filter(
      (record) =>
        record.encoding === 'tagged' &&
        record.type === 14 &&
        record.fields.some((field) => field.number === 18),
    );
    expect(amp).toEqual([]);
  });

  it('writes 10.012 CSP RGB for photo bytes whose colour space cannot be read', () => {
    const base = applicantDescription('FAUF');
    const readBack = readAn2k(
      encodeEbtsTransaction({ ...base, photo: { ...base.photo!, colorSpace: undefined } }),
    );
    const photo = readBack.records.find((record) => record.type === 10) as NistTaggedRecord;
    expect(photo.fields.find((field) => field.number === 12)).toMatchObject({ subfields: [['RGB']] });
  });

  it('refuses a missing-finger annotation no image can carry', () => {
    const base = applicantDescription('FAUF');
    const description = { ...base, prints: base.prints.filter((print) => print.position !== 14) };
    expect(() => encodeEbtsTransaction(description)).toThrow(
      /14\.018 AMP for finger 10 needs a slap or thumb image/,
    );
  });
});
