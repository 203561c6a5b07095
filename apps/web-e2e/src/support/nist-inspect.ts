import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const root = new URL('../../../..', import.meta.url).pathname;

export interface InspectedRecord {
  record: number;
  type: number;
  fields: { field: string; subfields?: string[][]; bytes?: number }[];
}

/** `npx ridgeline-nist inspect FILE --json`, the command an integrator would run on the file. */
export async function inspect(file: string): Promise<InspectedRecord[]> {
  const { stdout } = await promisify(execFile)('npx', ['ridgeline-nist', 'inspect', file, '--json'], {
    cwd: root,
  });
  return (JSON.parse(stdout) as { records: InspectedRecord[] }).records;
}

/** A text field's items, each item's subfields joined with `^` as an2k2txt shows them. */
export function field(record: InspectedRecord | undefined, tag: string): string[] | undefined {
  return record?.fields.find((entry) => entry.field === tag)?.subfields?.map((item) => item.join('^'));
}
