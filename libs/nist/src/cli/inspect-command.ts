import { an2kTextLines, formatAn2kText } from '../an2k/an2k-text-lines';
import type { NistTransaction } from '../an2k/nist-record';

/** Lists a transaction like NIST's an2k2txt (`R.F.S.I [T.NNN]=value`), binary data shown by its length. */
export function inspectText(transaction: NistTransaction): string {
  return formatAn2kText(an2kTextLines(transaction), (_line, data) => `<${data.length} bytes>`).replaceAll(
    '\x1f\n',
    '\n',
  );
}

interface JsonField {
  readonly field: string;
  readonly subfields?: readonly (readonly string[])[];
  readonly bytes?: number;
}

/** The same listing as JSON: records, each with its fields as subfields of items, binary data by length. */
export function inspectJson(transaction: NistTransaction): string {
  const records = new Map<number, { record: number; type: number; fields: JsonField[] }>();
  let lastKey = '';
  for (const line of an2kTextLines(transaction)) {
    const record = records.get(line.record) ?? { record: line.record, type: line.recordType, fields: [] };
    records.set(line.record, record);
    const field = `${line.recordType}.${String(line.fieldNumber).padStart(3, '0')}`;
    const key = `${line.record}.${line.field}`;
    if (line.binary !== undefined) {
      record.fields.push({ field, bytes: line.binary.length });
    } else {
      if (key !== lastKey) record.fields.push({ field, subfields: [] });
      const subfields = record.fields.at(-1)?.subfields as string[][];
      (subfields[line.subfield - 1] ??= []).push(line.value ?? '');
    }
    lastKey = key;
  }
  // One field per line keeps the listing readable while staying plain JSON.
  const body = [...records.values()]
    .map(
      (record) =>
        `    { "record": ${record.record}, "type": ${record.type}, "fields": [\n` +
        record.fields.map((field) => `      ${JSON.stringify(field)}`).join(',\n') +
        '\n    ] }',
    )
    .join(',\n');
  return `{\n  "records": [\n${body}\n  ]\n}\n`;
}
