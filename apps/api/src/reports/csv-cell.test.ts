import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { csvCell, csvCellSql } from './csv-cell';

/*
 * One CSV cell, computed in JavaScript and by the database (downloads stream finished lines from the database),
 * checked against the same expectations: RFC 4180 quoting (a comma, a double quote, CR or LF makes a quoted field,
 * its quotes doubled) and OWASP's CSV injection rule (a cell starting with =, +, -, @, tab or carriage return gets
 * a leading single quote, so a spreadsheet keeps it as text).
 */
const CASES: [given: string | null, cell: string][] = [
  [null, ''],
  ['', ''],
  ['Smith', 'Smith'],
  ['=1+1', "'=1+1"],
  ['+1 555 0100', "'+1 555 0100"],
  ['-5', "'-5"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tcalc', "'\tcalc"],
  ['\rcalc', `"'\rcalc"`],
  ['a=b', 'a=b'],
  ['Smith, Jr.', '"Smith, Jr."'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['car\rriage', '"car\rriage"'],
  ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a CSV cell', () => {
  it.each(CASES)('in JavaScript: %j → %j', (given, cell) => {
    expect(csvCell(given)).toBe(cell);
  });

  it.each(CASES)('in the database: %j → %j', async (given, cell) => {
    // PGlite and node-postgres both answer `{ rows }`; drizzle types the result per driver.
    const result = (await database.db.execute(
      sql`select ${csvCellSql(sql`${given}::text`)} as cell`,
    )) as unknown as {
      rows: { cell: string }[];
    };
    const rows = result.rows;
    expect(rows[0]?.cell).toBe(cell);
  });

  it('leaves a number as it is, sign included', () => {
    expect(csvCell(-12.5, true)).toBe('-12.5');
    expect(csvCell(0, true)).toBe('0');
    expect(csvCell(undefined)).toBe('');
  });
});
