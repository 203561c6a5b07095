import { NistFormatError } from '../nist-format-error';
import { latin1Decode } from './latin1';
import type {
  NistBinaryImageRecord,
  NistField,
  NistRecord,
  NistSignatureRecord,
  NistTaggedRecord,
  NistTransaction,
} from './nist-record';
import { FS, GS, RS, US } from './separators';
import {
  BINARY_IMAGE_HEADER_BYTES,
  isBinaryImageType,
  isTaggedImageField,
  SIGNATURE_HEADER_BYTES,
} from './tagged-image-types';

const DOT = 0x2e;
const COLON = 0x3a;
/** Longest digit run accepted in a tag or LEN value; keeps numbers exact and rejects garbage early. */
const MAX_DIGITS = 9;

interface Tag {
  readonly type: number;
  readonly number: number;
  readonly text: string;
  /** Offset just past the colon. */
  readonly next: number;
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

function readDigits(bytes: Uint8Array, start: number, end: number, record: number, what: string): number {
  let pos = start;
  while (pos < end && isDigit(bytes[pos])) pos++;
  if (pos === start) throw new NistFormatError(`${what}: expected a digit`, start, record);
  if (pos - start > MAX_DIGITS) throw new NistFormatError(`${what}: too many digits`, start, record);
  return pos;
}

function readTag(bytes: Uint8Array, start: number, end: number, record: number): Tag {
  const dot = readDigits(bytes, start, end, record, 'field tag record type');
  if (bytes[dot] !== DOT || dot >= end) throw new NistFormatError("field tag: expected '.'", dot, record);
  const colon = readDigits(bytes, dot + 1, end, record, 'field tag number');
  if (bytes[colon] !== COLON || colon >= end)
    throw new NistFormatError("field tag: expected ':'", colon, record);
  return {
    type: Number(latin1Decode(bytes, start, dot)),
    number: Number(latin1Decode(bytes, dot + 1, colon)),
    text: latin1Decode(bytes, start, colon),
    next: colon + 1,
  };
}

/** Reads the items of a text field up to its GS, or up to the record's closing FS at `end - 1`. */
function readTextField(
  bytes: Uint8Array,
  tag: Tag,
  end: number,
  record: number,
): { field: NistField; next: number; last: boolean } {
  const subfields: string[][] = [];
  let items: string[] = [];
  let itemStart = tag.next;
  for (let pos = tag.next; pos < end; pos++) {
    const byte = bytes[pos];
    if (byte !== US && byte !== RS && byte !== GS && byte !== FS) continue;
    items.push(latin1Decode(bytes, itemStart, pos));
    itemStart = pos + 1;
    if (byte === US) continue;
    subfields.push(items);
    items = [];
    if (byte === RS) continue;
    const field: NistField = { kind: 'text', number: tag.number, tag: tag.text, subfields };
    if (byte === FS) {
      if (pos !== end - 1) {
        throw new NistFormatError(`record ends at byte ${pos}, before its declared length`, pos, record);
      }
      return { field, next: end, last: true };
    }
    if (pos === end - 1) throw new NistFormatError('record is not terminated by FS', pos, record);
    return { field, next: pos + 1, last: false };
  }
  throw new NistFormatError('record is not terminated by FS', end - 1, record);
}

function readTaggedRecord(
  bytes: Uint8Array,
  start: number,
  record: number,
  expectedType: number,
): { record: NistTaggedRecord; next: number } {
  const lenTag = readTag(bytes, start, bytes.length, record);
  if (lenTag.number !== 1)
    throw new NistFormatError(`record must start with field ${lenTag.type}.001 LEN`, start, record);
  if (lenTag.type !== expectedType) {
    throw new NistFormatError(`record is Type-${lenTag.type}, expected Type-${expectedType}`, start, record);
  }
  const lenEnd = readDigits(bytes, lenTag.next, bytes.length, record, 'LEN');
  if (bytes[lenEnd] !== GS) throw new NistFormatError('LEN field must end with GS', lenEnd, record);
  const length = Number(latin1Decode(bytes, lenTag.next, lenEnd));
  if (length < lenEnd + 2 - start) {
    throw new NistFormatError(`LEN ${length} is shorter than the record's own fields`, lenTag.next, record);
  }
  if (length > bytes.length - start) {
    throw new NistFormatError(
      `LEN ${length} runs past the end of the input (${bytes.length - start} bytes left)`,
      lenTag.next,
      record,
    );
  }
  const end = start + length;
  if (bytes[end - 1] !== FS) throw new NistFormatError('record is not terminated by FS', end - 1, record);

  const fields: NistField[] = [
    {
      kind: 'text',
      number: 1,
      tag: lenTag.text,
      subfields: [[latin1Decode(bytes, lenTag.next, lenEnd)]],
    },
  ];
  let pos = lenEnd + 1;
  let last = false;
  while (!last) {
    const tag = readTag(bytes, pos, end, record);
    if (tag.type !== expectedType) {
      throw new NistFormatError(
        `field ${tag.text} does not belong to a Type-${expectedType} record`,
        pos,
        record,
      );
    }
    if (isTaggedImageField(tag.type, tag.number)) {
      // Image data has no delimiters of its own: it runs to the record's closing FS.
      fields.push({
        kind: 'binary',
        number: tag.number,
        tag: tag.text,
        data: bytes.subarray(tag.next, end - 1),
      });
      pos = end;
      last = true;
    } else {
      const read = readTextField(bytes, tag, end, record);
      fields.push(read.field);
      pos = read.next;
      last = read.last;
    }
  }
  return { record: { encoding: 'tagged', type: expectedType, fields }, next: end };
}

function readUint(bytes: Uint8Array, pos: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[pos + i] ?? 0);
  return value;
}

function binaryRecordBounds(
  bytes: Uint8Array,
  start: number,
  record: number,
  type: number,
  headerBytes: number,
): number {
  if (bytes.length - start < headerBytes) {
    throw new NistFormatError(`Type-${type} record header is cut short`, start, record);
  }
  const length = readUint(bytes, start, 4);
  if (length < headerBytes) {
    throw new NistFormatError(
      `Type-${type} LEN ${length} is shorter than its ${headerBytes}-byte header`,
      start,
      record,
    );
  }
  if (length > bytes.length - start) {
    throw new NistFormatError(
      `Type-${type} LEN ${length} runs past the end of the input (${bytes.length - start} bytes left)`,
      start,
      record,
    );
  }
  return start + length;
}

function readBinaryImageRecord(
  bytes: Uint8Array,
  start: number,
  record: number,
  type: 3 | 4 | 5 | 6 | 7,
): { record: NistBinaryImageRecord; next: number } {
  const end = binaryRecordBounds(bytes, start, record, type, BINARY_IMAGE_HEADER_BYTES);
  const at = (offset: number): number => bytes[start + offset] ?? 0;
  return {
    record: {
      encoding: 'binary-image',
      type,
      idc: at(4),
      imp: at(5),
      fgp: [at(6), at(7), at(8), at(9), at(10), at(11)],
      isr: at(12),
      hll: readUint(bytes, start + 13, 2),
      vll: readUint(bytes, start + 15, 2),
      gca: at(17),
      data: bytes.subarray(start + BINARY_IMAGE_HEADER_BYTES, end),
    },
    next: end,
  };
}

function readSignatureRecord(
  bytes: Uint8Array,
  start: number,
  record: number,
): { record: NistSignatureRecord; next: number } {
  const end = binaryRecordBounds(bytes, start, record, 8, SIGNATURE_HEADER_BYTES);
  const at = (offset: number): number => bytes[start + offset] ?? 0;
  return {
    record: {
      encoding: 'binary-signature',
      type: 8,
      idc: at(4),
      sig: at(5),
      srt: at(6),
      isr: at(7),
      hll: readUint(bytes, start + 8, 2),
      vll: readUint(bytes, start + 10, 2),
      data: bytes.subarray(start + SIGNATURE_HEADER_BYTES, end),
    },
    next: end,
  };
}

/** Record types listed in Type-1 field 1.003 CNT, after the Type-1 record itself. */
function declaredRecordTypes(type1: NistTaggedRecord, cntOffset: number): number[] {
  const cnt = type1.fields.find((field) => field.number === 3);
  if (cnt === undefined || cnt.kind !== 'text')
    throw new NistFormatError('Type-1 has no 1.003 CNT field', 0, 1);
  const [first, ...rest] = cnt.subfields;
  if (first?.[0] !== '1' || first.length < 2) {
    throw new NistFormatError('1.003 CNT must start with 1<US>count', cntOffset, 1);
  }
  const count = Number(first[1]);
  if (!/^\d+$/.test(first[1] ?? '') || count !== rest.length) {
    throw new NistFormatError(
      `1.003 CNT declares ${first[1] ?? ''} records but lists ${rest.length}`,
      cntOffset,
      1,
    );
  }
  return rest.map((subfield, index) => {
    const type = subfield[0] ?? '';
    if (!/^\d{1,3}$/.test(type)) {
      throw new NistFormatError(`1.003 CNT subfield ${index + 2} has no record type`, cntOffset, 1);
    }
    return Number(type);
  });
}

/**
 * Reads an ANSI/NIST-ITL transaction in traditional encoding (versions 0200 to 0502). Binary data is returned
 * as views into `bytes`. Throws NistFormatError, with the byte offset and record number, on malformed input.
 */
export function readAn2k(bytes: Uint8Array): NistTransaction {
  const first = readTaggedRecord(bytes, 0, 1, 1);
  const types = declaredRecordTypes(first.record, 0);
  const records: NistRecord[] = [first.record];
  let pos = first.next;
  types.forEach((type, index) => {
    const recordNumber = index + 2;
    if (pos >= bytes.length) {
      throw new NistFormatError(`input ends before record ${recordNumber} (Type-${type})`, pos, recordNumber);
    }
    const read = isBinaryImageType(type)
      ? readBinaryImageRecord(bytes, pos, recordNumber, type)
      : type === 8
        ? readSignatureRecord(bytes, pos, recordNumber)
        : readTaggedRecord(bytes, pos, recordNumber, type);
    records.push(read.record);
    pos = read.next;
  });
  if (pos !== bytes.length) {
    throw new NistFormatError(`${bytes.length - pos} bytes follow the last record`, pos, records.length);
  }
  return { records };
}
