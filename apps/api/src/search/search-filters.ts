import { eq, ilike, or, type AnyColumn, type Column, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE with the typed text taken literally: `%`, `_` and `\` are not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A search's free text: any of the columns contains it (case-insensitive, literally). Undefined when the text is
 * absent or blank, so the search is not narrowed.
 */
export function textMatch(text: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = likePattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `column = value` when the search gives a value (a flag such as `active`, a status); undefined otherwise. */
export function equalsWhenGiven<T>(column: Column, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
