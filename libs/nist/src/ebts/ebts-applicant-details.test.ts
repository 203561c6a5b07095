import { describe, expect, it } from 'vitest';
import type { NistField, NistTaggedRecord, NistTransaction } from '../an2k/nist-record';
import { readAn2k } from '../an2k/read-an2k';
import { writeAn2k } from '../an2k/write-an2k';
import { buildEbtsTransaction } from './build-ebts-transaction';
import type { EbtsTot, EbtsTransactionDescription } from './ebts-description';
import { applicantDescription, fakeImage } from './ebts-test-description';
import { photoColorSpace } from './photo-color-space';
import { validateEbts } from './validate-ebts';

/** The start of a baseline JPEG: SOI, then SOF0 for a 16 x 16 image with this many components. */
function jpegHeader(components: 1 | 3): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 8 + 3 * components, 8, 0, 16, 0, 16, components];
  for (let c = 1; c <= components; c++) sof.push(c, 0x11, 0);
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

function pngHeader(colorType: number): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 16, 0, 0, 0, 16, 8, colorType, 0, 0, 0];
  return Uint8Array.from([...signature, ...ihdr, 0, 0, 0, 0]);
}

const tagged = (transaction: NistTransaction) =>
  transaction.records.filter((record): record is NistTaggedRecord => record.encoding === 'tagged');

function field(record: NistTaggedRecord | undefined, number: number): NistField | undefined {
  return record?.fields.find((candidate) => candidate.number === number);
}

function printAt(transaction: NistTransaction, position: string): NistTaggedRecord | undefined {
  return tagged(transaction).find((record) => {
    const fgp = field(record, 13);
    return record.type === 14 && fgp?.kind === 'text' && fgp.subfields[0]?.[0] === position;
  });
}

const photoOf = (transaction: NistTransaction) => tagged(transaction).find((record) => record.type === 10);
/** Problems of the transaction as written (the writer fills in every LEN) and read back. */
const messages = (transaction: NistTransaction) =>
  validateEbts(readAn2k(writeAn2k(transaction))).map((problem) => problem.message);

describe('14.022 NQM: one entry per finger the image shows', () => {
  it('scores every finger of a slap, 254 where the device reported no NFIQ for that finger', () => {
    const base = applicantDescription('FAUF');
    const description: EbtsTransactionDescription = {
      ...base,
      prints: base.prints.map((print) =>
        print.position === 13 ? { ...print, nfiq: { 2: 1, 3: 2, 5: 4 } } : print,
      ),
    };
    const transaction = buildEbtsTransaction(description);
    expect(field(printAt(transaction, '13'), 22)).toEqual({
      kind: 'text',
      number: 22,
      subfields: [
        ['2', '1'],
        ['3', '2'],
        ['4', '254'],
        ['5', '4'],
      ],
    });
    expect(messages(transaction)).toEqual([]);
  });

  it('leaves an amputated finger out of its slap and scores both thumbs of the two-thumb image', () => {
    const transaction = buildEbtsTransaction(applicantDescription('NFUF'));
    // Finger 10 is amputated in the sample; a single NFIQ number does not belong to any one finger of a slap.
    expect(field(printAt(transaction, '14'), 22)).toMatchObject({
      subfields: [
        ['7', '254'],
        ['8', '254'],
        ['9', '254'],
      ],
    });
    expect(field(printAt(transaction, '15'), 22)).toMatchObject({
      subfields: [
        ['1', '254'],
        ['6', '254'],
      ],
    });
  });

  it('writes 254 for a print whose device gave no NFIQ, never a score of its own scale', () => {
    const base = applicantDescription('MAP');
    const description = { ...base, prints: base.prints.map(({ nfiq: _nfiq, ...print }) => print) };
    const transaction = buildEbtsTransaction(description);
    expect(field(printAt(transaction, '3'), 22)).toMatchObject({ subfields: [['3', '254']] });
  });

  it('refuses an NQM that scores a finger the image does not show, or misses one it shows', () => {
    const transaction = buildEbtsTransaction(applicantDescription('FAUF'));
    const slap = printAt(transaction, '14')!;
    const index = transaction.records.indexOf(slap);
    const records = transaction.records.map((record) =>
      record === slap
        ? {
            ...slap,
            fields: slap.fields.map((f) =>
              f.number === 22
                ? {
                    kind: 'text' as const,
                    number: 22,
                    subfields: [
                      ['7', '2'],
                      ['10', '2'],
                    ],
                  }
                : f,
            ),
          }
        : record,
    );
    expect(messages({ records })).toEqual([
      `14.022 NQM must score finger(s) 7, 8, 9, the ones the image shows, not 7, 10 (record ${index + 1})`,
    ]);
  });
});

describe('10.012 CSP and 10.013 SAP of the applicant photo', () => {
  it('reads the colour space from the image: GRAY for one channel, SRGB for colour JPEG and PNG', () => {
    expect(photoColorSpace(jpegHeader(1))).toBe('GRAY');
    expect(photoColorSpace(jpegHeader(3))).toBe('SRGB');
    expect(photoColorSpace(pngHeader(0))).toBe('GRAY');
    expect(photoColorSpace(pngHeader(4))).toBe('GRAY');
    expect(photoColorSpace(pngHeader(2))).toBe('SRGB');
    expect(photoColorSpace(pngHeader(6))).toBe('SRGB');
    expect(photoColorSpace(fakeImage(1))).toBeUndefined();
  });

  it('writes the photo colour space the bytes call for and profile 0 unless the capture claims one', () => {
    const base = applicantDescription('FAUF');
    const gray = buildEbtsTransaction({
      ...base,
      photo: { image: jpegHeader(1), width: 16, height: 16, compression: 'JPEGB' },
    });
    expect(field(photoOf(gray), 12)).toMatchObject({ subfields: [['GRAY']] });
    expect(field(photoOf(gray), 13)).toMatchObject({ subfields: [['0']] });
    const colour = buildEbtsTransaction({
      ...base,
      photo: { image: jpegHeader(3), width: 16, height: 16, compression: 'JPEGB', acquisitionProfile: 11 },
    });
    expect(field(photoOf(colour), 12)).toMatchObject({ subfields: [['SRGB']] });
    expect(field(photoOf(colour), 13)).toMatchObject({ subfields: [['11']] });
    expect(messages(gray)).toEqual([]);
    expect(messages(colour)).toEqual([]);
  });

  it('refuses a CSP the image contradicts and a surveillance profile', () => {
    const base = applicantDescription('FAUF');
    const transaction = buildEbtsTransaction({
      ...base,
      photo: {
        image: jpegHeader(3),
        width: 16,
        height: 16,
        compression: 'JPEGB',
        colorSpace: 'GRAY',
        acquisitionProfile: 1,
      },
    });
    const record = transaction.records.indexOf(photoOf(transaction)!) + 1;
    expect(messages(transaction)).toEqual([
      `10.013 SAP must not be 1 (a surveillance image) for an applicant photo (record ${record})`,
      `10.012 CSP must be a colour space (SRGB) for this colour image, not GRAY (record ${record})`,
    ]);
  });
});

describe('10.012 CSP of a one-channel photo', () => {
  it('refuses a colour space for a greyscale image', () => {
    const transaction = buildEbtsTransaction({
      ...applicantDescription('FAUF'),
      photo: { image: pngHeader(0), width: 16, height: 16, compression: 'PNG', colorSpace: 'SRGB' },
    });
    const record = transaction.records.indexOf(photoOf(transaction)!) + 1;
    expect(messages(transaction)).toEqual([
      `10.012 CSP must be GRAY for this one-channel image, not SRGB (record ${record})`,
    ]);
  });
});

describe('Type-2 fields the four applicant TOTs require (EBTS 9.1 verification file)', () => {
  it.each<EbtsTot>(['FAUF', 'NFUF', 'MAP', 'DOCE'])(
    '%s requires 2.073 CRI and leaves 2.041 RES optional',
    (tot) => {
      const base = applicantDescription(tot);
      const transaction = buildEbtsTransaction({
        ...base,
        controllingAgencies: undefined,
        applicant: { ...base.applicant, residence: undefined },
      });
      expect(messages(transaction)).toEqual([`2.073 CRI is mandatory for ${tot}`]);
    },
  );
});
