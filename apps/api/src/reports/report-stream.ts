import { executedRows } from '../db/executed-rows';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { Db } from '../db/database';
import { csvCell } from './csv-cell';
import type { ReportColumn } from './report-queries';

type Row = Record<string, unknown>;

/** Rows fetched per round trip: enough to keep the server busy, few enough that memory stays flat. */
export const FETCH_SIZE = 2000;

/**
 * A batch's rows moved out of the driver's result into an array of our own, leaving the result empty. Left in the
 * result, node-postgres's rows reached V8's old generation, every row of a million-row report, freed only by the
 * next full collection: a sawtooth of ~150 MB. The result is still referenced from the driver's side (pg's query,
 * the promises of pg and drizzle) by objects that have reached the old generation themselves, and a young
 * collection counts those as live; which one exactly we did not pin down. The same rows held just as long in our
 * own array die young (measured with the appointment bench, docs/decisions.md).
 */
function takeRows(result: unknown): Row[] {
  return executedRows(result).splice(0);
}

/**
 * Reads `select` through a server-side cursor of the current transaction (a partner request always has one),
 * FETCH_SIZE rows at a time, handing each batch to `write`. The next batch is already asked for while `write`
 * runs, so the database and the API work at the same time; at most two batches are held. PGlite and PostgreSQL
 * alike.
 */
export async function forEachBatch(
  db: Db,
  select: SQL,
  write: (rows: Row[]) => Promise<void>,
): Promise<number> {
  const name = sql.raw(`report_${Math.random().toString(36).slice(2, 10)}`);
  await db.execute(sql`declare ${name} no scroll cursor for ${select}`);
  const fetchBatch = async () =>
    takeRows(await db.execute(sql`fetch forward ${sql.raw(String(FETCH_SIZE))} from ${name}`));
  let total = 0;
  let next: Promise<Row[]> | null = fetchBatch();
  try {
    while (next) {
      const rows: Row[] = await next;
      next = rows.length === FETCH_SIZE ? fetchBatch() : null;
      if (rows.length === 0) break;
      total += rows.length;
      await write(rows);
    }
  } finally {
    // A fetch still in flight when `write` failed must settle before the cursor is closed.
    await next?.catch(() => undefined);
    await db.execute(sql`close ${name}`);
  }
  return total;
}

/** Waits while the consumer is behind, so a slow download holds a few chunks, not the whole report. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  // As the CSV writes a yes/no column (Booked Online), so the two downloads read alike.
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * CSV from `lines`, a select of one column `line` holding each row as a finished CSV line (the database quotes
 * the cells with the rules of `csvCell`): the API only copies each batch into one buffer and writes it. A buffer,
 * not a joined string: a batch joined into one string is a large object V8 frees only in a full collection, and
 * the API's memory climbed by a hundred megabytes between them; a buffer is freed as soon as it is sent.
 */
export async function writeCsv(db: Db, lines: SQL, columns: readonly ReportColumn[], out: Writable) {
  out.write(`${columns.map((column) => csvCell(column.title)).join(',')}\r\n`);
  return forEachBatch(db, lines, async (rows) => {
    let size = 0;
    for (const row of rows) size += Buffer.byteLength(row['line'] as string) + 2;
    const chunk = Buffer.allocUnsafeSlow(size);
    let offset = 0;
    for (const row of rows) {
      offset += chunk.write(row['line'] as string, offset);
      chunk[offset++] = 13;
      chunk[offset++] = 10;
    }
    out.write(chunk);
    await drained(out);
  });
}

// XML 1.0 cannot carry most control characters at all; they are dropped.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xml(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function xlsxRow(values: unknown[], columns: readonly ReportColumn[], rowNumber: number): string {
  const cells = values.map((value, index) => {
    const ref = `${columnLetter(index)}${rowNumber}`;
    if (value === null || value === undefined || value === '') return `<c r="${ref}"/>`;
    if (columns[index]?.numeric && rowNumber > 1 && Number.isFinite(Number(value))) {
      return `<c r="${ref}"><v>${Number(value)}</v></c>`;
    }
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(text(value))}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${cells.join('')}</row>`;
}

const XLSX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Report" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * A one-sheet workbook streamed as it is read: the sheet is one deflated zip entry fed a batch at a time, with
 * inline strings (no shared-string table to hold in memory).
 */
export async function writeXlsx(db: Db, select: SQL, columns: readonly ReportColumn[], out: Writable) {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final) out.end();
  });
  for (const [name, content] of Object.entries(XLSX_PARTS)) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(content), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  sheet.push(
    strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        xlsxRow(
          columns.map((column) => column.title),
          columns,
          1,
        ),
    ),
  );
  let rowNumber = 1;
  const total = await forEachBatch(db, select, async (rows) => {
    let chunk = '';
    for (const row of rows) {
      rowNumber += 1;
      chunk += xlsxRow(
        columns.map((column) => row[column.key]),
        columns,
        rowNumber,
      );
    }
    sheet.push(strToU8(chunk));
    if (failure) throw failure;
    await drained(out);
  });
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  if (failure) throw failure;
  return total;
}
