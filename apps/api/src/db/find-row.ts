import { and, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A table whose rows are named by an `id` column (every resource table). */
export type TableWithId = PgTable & { id: AnyColumn };

/**
 * One row of `table` by its id, within `scope` (the tenant's conditions; none for the system's catalogues).
 * The id is compared as text, so a malformed id from a URL finds nothing instead of failing the query.
 */
export async function findById<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: string,
  ...scope: (SQL | undefined)[]
): Promise<Table['$inferSelect'] | undefined> {
  // drizzle cannot type `select().from()` over a generic table; the rows are the table's own.
  const from = table as PgTable;
  const [row] = await db
    .select()
    .from(from)
    .where(and(...scope, sql`${table.id}::text = ${id}`));
  return row as Table['$inferSelect'] | undefined;
}

/**
 * One row of `table` whose `column` equals `code` whatever its case. `fold` is the function its unique index is
 * built on (`upper(code)`, `lower(code)`), so the lookup uses that index.
 */
export async function findByCode<Table extends PgTable>(
  db: Db,
  table: Table,
  column: AnyColumn,
  code: string,
  fold: 'upper' | 'lower',
  ...scope: (SQL | undefined)[]
): Promise<Table['$inferSelect'] | undefined> {
  const from = table as PgTable;
  const folded =
    fold === 'upper' ? sql`upper(${column}) = upper(${code})` : sql`lower(${column}) = lower(${code})`;
  const [row] = await db
    .select()
    .from(from)
    .where(and(...scope, folded));
  return row as Table['$inferSelect'] | undefined;
}

/**
 * Creates a row of `table` (`id` null) or changes the one with `id` within `scope`, and answers it as stored;
 * undefined when the row to change is not there. `db` is the caller's transaction, so the write shares it.
 */
export async function saveRow<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: string | null,
  values: { create: Table['$inferInsert']; change: Partial<Table['$inferInsert']> },
  ...scope: (SQL | undefined)[]
): Promise<Table['$inferSelect'] | undefined> {
  // drizzle cannot type inserts and updates over a generic table; the values are the table's own.
  const into = table as PgTable;
  const [row] = (
    id
      ? await db
          .update(into)
          .set(values.change as never)
          .where(and(...scope, eq(table.id, id)))
          .returning()
      : await db
          .insert(into)
          .values(values.create as never)
          .returning()
  ) as Table['$inferSelect'][];
  return row;
}

/**
 * Creates a row of one of the system's catalogues (`id` null) or changes the one with `id`, with the same values
 * either way. `db` is the save's transaction, which found the row to change already: a missing row is a bug.
 */
export async function writeRow<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: string | null,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const row = await saveRow(db, table, id, { create: values, change: values });
  if (!row) throw new Error(`${getTableName(table)} write returned no row`);
  return row;
}
