import { sql, type SQL } from 'drizzle-orm';

// A cell starting with one of these is a formula to a spreadsheet: prefixed with ' it stays text (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180) in JavaScript: text cells that look like formulas get a leading '. */
export function csvCell(value: unknown, numeric = false): string {
  let cell = value === null || value === undefined ? '' : String(value);
  if (!numeric && FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const FORMULA_FIRST = sql.raw(`('=', '+', '-', '@', E'\\t', E'\\r')`);

/**
 * The same cell as `csvCell`, computed by the database, so a download's rows arrive as finished lines. The common
 * case (nothing to quote, no formula) is a few `strpos` calls; `value` must be a plain column or cheap expression
 * of type text, since it is evaluated more than once.
 */
export function csvCellSql(value: SQL): SQL {
  const guarded = sql`(case when left(${value}, 1) in ${FORMULA_FIRST} then '''' || ${value} else ${value} end)`;
  return sql`(case when ${value} is null then ''
    when left(${value}, 1) in ${FORMULA_FIRST} or strpos(${value}, '"') > 0 or strpos(${value}, ',') > 0
      or strpos(${value}, E'\\n') > 0 or strpos(${value}, E'\\r') > 0
    then (case when strpos(${guarded}, '"') > 0 or strpos(${guarded}, ',') > 0 or strpos(${guarded}, E'\\n') > 0
      or strpos(${guarded}, E'\\r') > 0 then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)
    else ${value} end)`;
}
