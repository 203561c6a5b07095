import type { NistRecord, NistTransaction } from './nist-record';

/** One information item as NIST's an2k2txt lists it: `R.F.S.I [T.NNN]=value`. */
export interface An2kTextLine {
  readonly record: number;
  readonly field: number;
  readonly subfield: number;
  readonly item: number;
  readonly recordType: number;
  readonly fieldNumber: number;
  /** Text value, or undefined for binary data. */
  readonly value?: string;
  readonly binary?: Uint8Array;
}

type Entry =
  { number: number; subfields: readonly (readonly string[])[] } | { number: number; data: Uint8Array };

/** The fixed binary layouts listed field by field, the way NBIS numbers them. */
function entriesOf(record: NistRecord, recordLength: () => number): Entry[] {
  if (record.encoding === 'tagged') {
    return record.fields.map((field) =>
      field.kind === 'text'
        ? { number: field.number, subfields: field.subfields }
        : { number: field.number, data: field.data },
    );
  }
  const values =
    record.encoding === 'binary-image'
      ? [
          [String(record.idc)],
          [String(record.imp)],
          record.fgp.map(String),
          [String(record.isr)],
          [String(record.hll)],
          [String(record.vll)],
          [String(record.gca)],
        ]
      : [
          [String(record.idc)],
          [String(record.sig)],
          [String(record.srt)],
          [String(record.isr)],
          [String(record.hll)],
          [String(record.vll)],
        ];
  const entries: Entry[] = [{ number: 1, subfields: [[String(recordLength())]] }];
  values.forEach((items, index) => entries.push({ number: index + 2, subfields: [items] }));
  entries.push({ number: values.length + 2, data: record.data });
  return entries;
}

function binaryRecordLength(record: NistRecord): number {
  if (record.encoding === 'binary-image') return 18 + record.data.length;
  if (record.encoding === 'binary-signature') return 12 + record.data.length;
  return 0;
}

/** Lists every information item of a transaction in file order, numbered like an2k2txt. */
export function an2kTextLines(transaction: NistTransaction): An2kTextLine[] {
  const lines: An2kTextLine[] = [];
  transaction.records.forEach((record, recordIndex) => {
    entriesOf(record, () => binaryRecordLength(record)).forEach((entry, fieldIndex) => {
      const base = {
        record: recordIndex + 1,
        field: fieldIndex + 1,
        recordType: record.type,
        fieldNumber: entry.number,
      };
      if ('data' in entry) {
        lines.push({ ...base, subfield: 1, item: 1, binary: entry.data });
        return;
      }
      entry.subfields.forEach((items, subfieldIndex) =>
        items.forEach((value, itemIndex) =>
          lines.push({ ...base, subfield: subfieldIndex + 1, item: itemIndex + 1, value }),
        ),
      );
    });
  });
  return lines;
}

/**
 * Formats the lines as an2k2txt does (each ends with US and a newline). `binaryValue` renders binary data; NIST
 * writes it to a side file named `fld_R_F.tmp`, which is the default here.
 */
export function formatAn2kText(
  lines: readonly An2kTextLine[],
  binaryValue: (line: An2kTextLine, data: Uint8Array) => string = (line) =>
    `fld_${line.record}_${line.field}.tmp`,
): string {
  return lines
    .map((line) => {
      const value = line.binary === undefined ? (line.value ?? '') : binaryValue(line, line.binary);
      const number = String(line.fieldNumber).padStart(3, '0');
      return `${line.record}.${line.field}.${line.subfield}.${line.item} [${line.recordType}.${number}]=${value}\x1f\n`;
    })
    .join('');
}
