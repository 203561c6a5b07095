import { describe, expect, it } from 'vitest';
import { NistFormatError } from '../nist-format-error';
import { readAn2k } from './read-an2k';

const [FS, GS, RS, US] = ['\x1c', '\x1d', '\x1e', '\x1f'];
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A Type-1 record holding `fields` (after 1.001 LEN), with its LEN computed. */
function type1(fields: string): string {
  const body = `${GS}${fields}${FS}`;
  let length = 0;
  while (`1.001:${length}${body}`.length !== length) length = `1.001:${length}${body}`.length;
  return `1.001:${length}${body}`;
}

function failure(input: string): NistFormatError {
  try {
    readAn2k(bytes(input));
  } catch (error) {
    if (error instanceof NistFormatError) return error;
    throw error;
  }
  throw new Error('readAn2k accepted the input');
}

describe('readAn2k refuses, naming the place', () => {
  it('reads a minimal Type-1-only transaction', () => {
    expect(readAn2k(bytes(type1(`1.002:0502${GS}1.003:1${US}0`))).records).toHaveLength(1);
  });

  it('a LEN of more than nine digits', () => {
    expect(failure(`1.001:0000000030${GS}1.002:0502${FS}`)).toMatchObject({
      message: 'LEN: too many digits',
      offset: 6,
      record: 1,
    });
  });

  it('a field tag without its digits, dot or colon', () => {
    expect(failure(`x.001:20${GS}${FS}`)).toMatchObject({
      message: 'field tag record type: expected a digit',
      offset: 0,
    });
    expect(failure(`1x001:20${GS}${FS}`)).toMatchObject({ message: "field tag: expected '.'", offset: 1 });
    expect(failure(`1.x:20${GS}${FS}`)).toMatchObject({
      message: 'field tag number: expected a digit',
      offset: 2,
    });
    expect(failure(`1.001x20${GS}${FS}`)).toMatchObject({ message: "field tag: expected ':'", offset: 5 });
    expect(failure(`1.0000000001:20${GS}${FS}`).message).toBe('field tag number: too many digits');
  });

  it('a record that does not start with its LEN field', () => {
    expect(failure(`1.002:0502${GS}1.001:20${FS}`).message).toBe('record must start with field 1.001 LEN');
  });

  it('a LEN that does not end with GS, is shorter than its own fields or longer than the input', () => {
    expect(failure(`1.001:20${RS}1.002:0502${FS}`)).toMatchObject({
      message: 'LEN field must end with GS',
      offset: 8,
      record: 1,
    });
    expect(failure(`1.001:8${GS}1.002:0502${FS}`)).toMatchObject({
      message: "LEN 8 is shorter than the record's own fields",
      offset: 6,
      record: 1,
    });
    const short = `1.001:99${GS}1.002:0502${FS}`;
    expect(failure(short)).toMatchObject({
      message: `LEN 99 runs past the end of the input (${short.length} bytes left)`,
      offset: 6,
      record: 1,
    });
  });

  it('a LEN past the end of the input in a record after the first, by one byte or more', () => {
    const head = type1(`1.003:1${US}1${RS}2${US}00`);
    const record = `2.001:40${GS}2.002:00${FS}`;
    expect(failure(`${head}${record}`)).toMatchObject({
      message: `LEN 40 runs past the end of the input (${record.length} bytes left)`,
      offset: head.length + 6,
      record: 2,
    });
    const binaryHead = type1(`1.003:1${US}1${RS}4${US}01`);
    const header = '\x00\x00\x00\x15' + '\x01'.repeat(16);
    expect(failure(`${binaryHead}${header}`)).toMatchObject({
      message: 'Type-4 LEN 21 runs past the end of the input (20 bytes left)',
      offset: binaryHead.length,
      record: 2,
    });
  });

  it('a record whose last byte is not FS', () => {
    expect(failure(`1.001:19${GS}1.002:0502${GS}x`)).toMatchObject({
      message: 'record is not terminated by FS',
      offset: 18,
      record: 1,
    });
  });

  it('a record whose FS comes before its declared length', () => {
    const record = `1.001:30${GS}1.002:0502${FS}`;
    const input = record + 'x'.repeat(30 - record.length - 1) + FS;
    expect(failure(input)).toMatchObject({
      message: `record ends at byte ${record.length - 1}, before its declared length`,
      offset: record.length - 1,
    });
  });

  it('a field of another record type', () => {
    expect(failure(type1(`2.002:00`)).message).toBe('field 2.002 does not belong to a Type-1 record');
  });

  it('a record of another type than 1.003 CNT declares for it', () => {
    const head = type1(`1.003:1${US}1${RS}2${US}00`);
    const record = `14.001:18${GS}14.002:00${FS}`;
    expect(failure(`${head}${record}`)).toMatchObject({
      message: 'record is Type-14, expected Type-2',
      offset: head.length,
      record: 2,
    });
  });

  it('a Type-1 without CNT, or with a CNT that does not add up', () => {
    expect(failure(type1(`1.002:0502`))).toMatchObject({
      message: 'Type-1 has no 1.003 CNT field',
      record: 1,
    });
    expect(failure(type1(`1.003:2${US}0`)).message).toBe('1.003 CNT must start with 1<US>count');
    expect(failure(type1(`1.003:1`)).message).toBe('1.003 CNT must start with 1<US>count');
    expect(failure(type1(`1.003:1${US}2${RS}2${US}00`)).message).toBe(
      '1.003 CNT declares 2 records but lists 1',
    );
    expect(failure(type1(`1.003:1${US}x`)).message).toBe('1.003 CNT declares x records but lists 0');
    for (const type of ['X', '2X', 'X2', '1000']) {
      expect(failure(type1(`1.003:1${US}1${RS}${type}${US}00`)).message).toBe(
        '1.003 CNT subfield 2 has no record type',
      );
    }
  });

  it('input that ends before a declared record, or goes on after the last', () => {
    expect(failure(type1(`1.003:1${US}1${RS}2${US}00`))).toMatchObject({
      message: 'input ends before record 2 (Type-2)',
      record: 2,
    });
    const alone = type1(`1.003:1${US}0`);
    expect(failure(`${alone}xyz`)).toMatchObject({
      message: '3 bytes follow the last record',
      offset: alone.length,
    });
  });

  it('a binary record whose header is cut short or longer than its LEN', () => {
    const head = type1(`1.003:1${US}1${RS}4${US}01`);
    expect(failure(`${head}\x00\x00\x00\x12\x01`)).toMatchObject({
      message: 'Type-4 record header is cut short',
      offset: head.length,
      record: 2,
    });
    const header = '\x00\x00\x00\x0a' + '\x01'.repeat(14);
    expect(failure(`${head}${header}`).message).toBe('Type-4 LEN 10 is shorter than its 18-byte header');
    const long = '\x00\x00\x00\x64' + '\x01'.repeat(16);
    expect(failure(`${head}${long}`)).toMatchObject({
      message: 'Type-4 LEN 100 runs past the end of the input (20 bytes left)',
      offset: head.length,
      record: 2,
    });
  });
});
