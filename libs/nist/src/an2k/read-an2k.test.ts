/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { an2kTextLines, formatAn2kText } from './an2k-text-lines';
import type { NistRecord } from './nist-record';
import { readAn2k } from './read-an2k';
import { writeAn2k } from './write-an2k';
import { an2kDir } from '../test-support/an2k-test-data';

interface ManifestEntry {
  readonly file: string;
  readonly bytes: number;
  readonly parsed_by_nbis: boolean;
  readonly text_dump: { readonly file: string };
  readonly records?: readonly { readonly type: number; readonly image_data_side_file?: string | string[] }[];
}

const manifest = JSON.parse(readFileSync(new URL('manifest.json', an2kDir), 'utf8')) as {
  files: ManifestEntry[];
};
const parsedByNist = manifest.files.filter((entry) => entry.parsed_by_nbis);
const readSample = (file: string): Uint8Array => new Uint8Array(readFileSync(new URL(file, an2kDir)));
const readDump = (file: string): string => readFileSync(new URL(file, an2kDir)).toString('latin1');

/** `fld_R_F.tmp` names of the binary fields in an an2k2txt dump: NIST wrote those fields to side files. */
function sideFiles(dump: string): string[] {
  return dump
    .split('\x1f\n')
    .map((line) => /\]=(fld_\d+_\d+\.tmp)$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

function imageOf(record: NistRecord): Uint8Array | undefined {
  if (record.encoding !== 'tagged') return record.data;
  const field = record.fields.find((candidate) => candidate.kind === 'binary');
  return field?.kind === 'binary' ? field.data : undefined;
}

function textField(record: NistRecord, number: number): string | undefined {
  if (record.encoding !== 'tagged') return undefined;
  const field = record.fields.find((candidate) => candidate.number === number);
  return field?.kind === 'text' ? field.subfields[0]?.[0] : undefined;
}

describe('readAn2k on the NIST samples', () => {
  it('finds the twenty samples NIST parsed', () => {
    expect(parsedByNist).toHaveLength(20);
  });

  it.each(parsedByNist.map((entry) => [entry.file, entry] as const))(
    'reads %s with the records and text values of its an2k2txt dump',
    (file, entry) => {
      const transaction = readAn2k(readSample(file));
      expect(transaction.records.map((record) => record.type)).toEqual(
        entry.records?.map((record) => record.type),
      );
      expect(formatAn2kText(an2kTextLines(transaction))).toBe(readDump(entry.text_dump.file));
    },
  );

  it.each(parsedByNist.map((entry) => [entry.file, entry] as const))(
    'reads the images of %s as binary fields of the right length',
    (file, entry) => {
      const bytes = readSample(file);
      const transaction = readAn2k(bytes);
      const lines = an2kTextLines(transaction).filter((line) => line.binary !== undefined);
      expect(lines.map((line) => `fld_${line.record}_${line.field}.tmp`)).toEqual(
        sideFiles(readDump(entry.text_dump.file)),
      );
      // Image bytes plus every other byte of the file account for the whole file.
      const imageBytes = lines.reduce((sum, line) => sum + (line.binary?.length ?? 0), 0);
      const textBytes = transaction.records.reduce((sum, record) => {
        const image = imageOf(record);
        const length = record.encoding === 'tagged' ? Number(textField(record, 1)) : 0;
        return sum + (record.encoding === 'tagged' ? length - (image?.length ?? 0) : 0);
      }, 0);
      const binaryHeaders = transaction.records.reduce(
        (sum, record) =>
          sum + (record.encoding === 'binary-image' ? 18 : record.encoding === 'binary-signature' ? 12 : 0),
        0,
      );
      expect(imageBytes + textBytes + binaryHeaders).toBe(entry.bytes);
      for (const record of transaction.records) {
        // Uncompressed 8-bit grayscale prints hold exactly width x height bytes.
        if (record.encoding === 'binary-image' && record.type <= 4 && record.gca === 0) {
          expect(record.data.length).toBe(record.hll * record.vll);
        }
      }
    },
  );

  it('reads each WSQ image of the Type-14 records from SOI to EOI marker', () => {
    const transaction = readAn2k(readSample('valid1.8.an2'));
    const images = transaction.records.filter((record) => record.type === 14).map(imageOf);
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image?.subarray(0, 2)).toEqual(Uint8Array.of(0xff, 0xa0));
      expect(image?.subarray(-2)).toEqual(Uint8Array.of(0xff, 0xa1));
    }
  });

  it('keeps stray bytes before the WSQ data of valid1.11 inside the image field, as NIST does', () => {
    const transaction = readAn2k(readSample('valid1.11.an2'));
    const image = imageOf(transaction.records[5] as NistRecord);
    expect(Buffer.from(image?.subarray(0, 38) ?? []).toString('latin1')).toBe(
      '011011\x1d14.999:4732\x1d14.999:9238\x1d14.999:',
    );
  });

  it('reads an ANSI/NIST-ITL 1-2007 file that NIST rejects for its 1.015 DCS field', () => {
    const transaction = readAn2k(readSample('face_jpb_DOM_GMT_DCS.an2'));
    expect(transaction.records.map((record) => record.type)).toEqual([1, 10]);
    expect(textField(transaction.records[0] as NistRecord, 2)).toBe('0400');
  });
});

describe('writeAn2k on the NIST samples', () => {
  it.each(manifest.files.map((entry) => entry.file))('writes %s back byte for byte', (file) => {
    const bytes = readSample(file);
    expect(Buffer.from(writeAn2k(readAn2k(bytes))).equals(Buffer.from(bytes))).toBe(true);
  });

  it('writes 3-digit tags when tags are not given, recomputing LEN', () => {
    const transaction = readAn2k(readSample('valid1.1.an2'));
    const normalised = {
      records: transaction.records.map((record) =>
        record.encoding === 'tagged'
          ? { ...record, fields: record.fields.map(({ tag: _tag, ...field }) => field) }
          : record,
      ),
    };
    const bytes = writeAn2k(normalised);
    const text = Buffer.from(bytes.subarray(0, 40)).toString('latin1');
    expect(text.startsWith('1.001:139\x1d1.002:0201\x1d1.003:1\x1f2')).toBe(true);
    expect(
      formatAn2kText(an2kTextLines(readAn2k(bytes)))
        .split('\n')
        .slice(1),
    ).toEqual(formatAn2kText(an2kTextLines(transaction)).split('\n').slice(1));
  });
});

describe('formatAn2kText', () => {
  it('names binary data as an2k2txt does, by the side file fld_R_F.tmp', () => {
    const line = { record: 3, field: 14, subfield: 1, item: 1, recordType: 14, fieldNumber: 999 };
    expect(formatAn2kText([{ ...line, binary: Uint8Array.of(1, 2) }])).toBe(
      '3.14.1.1 [14.999]=fld_3_14.tmp\x1f\n',
    );
  });
});
