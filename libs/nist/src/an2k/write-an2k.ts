import { latin1EncodeInto } from './latin1';
import type { NistField, NistRecord, NistTaggedRecord, NistTransaction } from './nist-record';
import { FS, GS, RS, US } from './separators';
import { BINARY_IMAGE_HEADER_BYTES, isTaggedImageField, SIGNATURE_HEADER_BYTES } from './tagged-image-types';

function defaultTag(type: number, number: number): string {
  return `${type}.${String(number).padStart(3, '0')}`;
}

function encodeText(text: string, what: string): Uint8Array {
  const out = new Uint8Array(text.length);
  const bad = latin1EncodeInto(text, out, 0);
  if (bad >= 0) {
    const code = text.charCodeAt(bad).toString(16).toUpperCase().padStart(4, '0');
    throw new RangeError(`${what} must hold one-byte characters only (found U+${code})`);
  }
  return out;
}

function checkTextItem(item: string, tag: string): void {
  for (let i = 0; i < item.length; i++) {
    const code = item.charCodeAt(i);
    if (code >= FS && code <= US) throw new RangeError(`${tag} must not contain separator characters`);
  }
}

/** `tag:` followed by the field's content, without the trailing GS or FS. */
function encodeField(type: number, field: NistField): Uint8Array {
  const tag = field.tag ?? defaultTag(type, field.number);
  const parts = /^(\d+)\.(\d+)$/.exec(tag);
  if (parts === null || Number(parts[1]) !== type || Number(parts[2]) !== field.number) {
    throw new RangeError(`tag ${tag} does not name field ${defaultTag(type, field.number)}`);
  }
  const head = encodeText(`${tag}:`, tag);
  if (field.kind === 'binary') return concat([head, field.data]);
  const text = field.subfields
    .map((items) => {
      items.forEach((item) => checkTextItem(item, tag));
      return items.join(String.fromCharCode(US));
    })
    .join(String.fromCharCode(RS));
  return concat([head, encodeText(text, tag)]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let pos = 0;
  for (const part of parts) {
    out.set(part, pos);
    pos += part.length;
  }
  return out;
}

/** Encodes a tagged record with its LEN (x.001) computed from the encoded size. */
function encodeTaggedRecord(record: NistTaggedRecord): Uint8Array {
  const lenField = record.fields.find((field) => field.number === 1);
  const lenTag = `${lenField?.tag ?? defaultTag(record.type, 1)}:`;
  const fields = record.fields.filter((field) => field.number !== 1);
  // A LEN field must end with GS, so a record cannot consist of LEN alone.
  if (fields.length === 0) throw new RangeError(`Type-${record.type} record needs a field besides LEN`);
  fields.forEach((field, index) => {
    // The reader takes x.999 of an image record as binary data running to the end, and nothing else as binary.
    const binary = isTaggedImageField(record.type, field.number);
    if (binary !== (field.kind === 'binary') || (binary && index !== fields.length - 1)) {
      throw new RangeError(
        `Type-${record.type} field ${field.number} cannot be ${field.kind}${binary ? ' or before other fields' : ''}`,
      );
    }
  });
  const others = fields.map((field) => encodeField(record.type, field));
  // Each field after LEN is preceded by a GS and the record ends with one FS.
  const rest = others.reduce((sum, part) => sum + part.length + 1, 1);
  let total = lenTag.length + rest;
  // LEN counts its own digits: grow until the digit count is stable.
  while (lenTag.length + String(total).length + rest !== total)
    total = lenTag.length + String(total).length + rest;
  const parts: Uint8Array[] = [encodeText(`${lenTag}${total}`, lenTag)];
  for (const part of others) {
    parts.push(Uint8Array.of(GS), part);
  }
  parts.push(Uint8Array.of(FS));
  return concat(parts);
}

function putUint(target: Uint8Array, pos: number, size: number, value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * size)) {
    throw new RangeError(`${what} ${value} does not fit in ${size} byte(s)`);
  }
  for (let i = size - 1; i >= 0; i--) {
    target[pos + i] = value % 256;
    value = Math.floor(value / 256);
  }
}

function encodeBinaryRecord(record: Exclude<NistRecord, NistTaggedRecord>): Uint8Array {
  const header = record.encoding === 'binary-image' ? BINARY_IMAGE_HEADER_BYTES : SIGNATURE_HEADER_BYTES;
  const out = new Uint8Array(header + record.data.length);
  const what = `Type-${record.type}`;
  putUint(out, 0, 4, out.length, `${what} LEN`);
  putUint(out, 4, 1, record.idc, `${what} IDC`);
  if (record.encoding === 'binary-image') {
    putUint(out, 5, 1, record.imp, `${what} IMP`);
    if (record.fgp.length !== 6) throw new RangeError(`${what} FGP must have 6 positions`);
    record.fgp.forEach((position, index) => putUint(out, 6 + index, 1, position, `${what} FGP`));
    putUint(out, 12, 1, record.isr, `${what} ISR`);
    putUint(out, 13, 2, record.hll, `${what} HLL`);
    putUint(out, 15, 2, record.vll, `${what} VLL`);
    putUint(out, 17, 1, record.gca, `${what} GCA`);
  } else {
    putUint(out, 5, 1, record.sig, `${what} SIG`);
    putUint(out, 6, 1, record.srt, `${what} SRT`);
    putUint(out, 7, 1, record.isr, `${what} ISR`);
    putUint(out, 8, 2, record.hll, `${what} HLL`);
    putUint(out, 10, 2, record.vll, `${what} VLL`);
  }
  out.set(record.data, header);
  return out;
}

function recordIdc(record: NistRecord): string {
  if (record.encoding !== 'tagged') return String(record.idc).padStart(2, '0');
  const idc = record.fields.find((field) => field.number === 2);
  return idc?.kind === 'text' ? (idc.subfields[0]?.[0] ?? '') : '';
}

/** Type-1 with 1.003 CNT rebuilt from the records that follow it. */
function withCount(type1: NistTaggedRecord, others: readonly NistRecord[]): NistTaggedRecord {
  const cnt: NistField = {
    kind: 'text',
    number: 3,
    tag: type1.fields.find((field) => field.number === 3)?.tag,
    subfields: [
      ['1', String(others.length)],
      ...others.map((record) => [String(record.type), recordIdc(record)]),
    ],
  };
  const fields = [...type1.fields];
  const at = fields.findIndex((field) => field.number === 3);
  if (at >= 0) fields[at] = cnt;
  else fields.splice(Math.min(2, fields.length), 0, cnt);
  return { ...type1, fields };
}

/**
 * Writes a transaction in traditional encoding. LEN of every record and the Type-1 CNT are computed here;
 * field tags read from a file are written back as they were, so unchanged files reproduce byte for byte.
 */
export function writeAn2k(transaction: NistTransaction): Uint8Array {
  const [first, ...others] = transaction.records;
  if (first === undefined || first.encoding !== 'tagged' || first.type !== 1) {
    throw new RangeError('a transaction must start with a Type-1 record');
  }
  const parts = [encodeTaggedRecord(withCount(first, others))];
  for (const record of others) {
    parts.push(record.encoding === 'tagged' ? encodeTaggedRecord(record) : encodeBinaryRecord(record));
  }
  return concat(parts);
}
