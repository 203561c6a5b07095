import { asc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { TableWithId } from '../db/find-row';
import { COUNT_ROWS, searchPage, type PageRequest, type Paged } from './search-page';
import type { SortRequest, SortTable } from './sort-table';

export interface RowsQuery {
  /** The search's conditions (the tenant scope first); undefined matches every row. */
  where: SQL | undefined;
  /** The sort (a sortTable's order) and a unique tie-breaker, so pages never overlap. */
  orderBy: SQL[];
  defaultPageSize?: number;
}

/** One page of a search over the rows of one table: the common case of searchPage (no joins, whole rows). */
export function searchRows<Table extends PgTable, Out>(
  db: Db,
  table: Table,
  request: PageRequest,
  query: RowsQuery,
  out: (rows: Table['$inferSelect'][]) => Out[] | Promise<Out[]>,
): Promise<Paged<Out>> {
  // drizzle cannot type `select().from()` over a generic table; the rows are the table's own.
  const from = table as PgTable;
  return searchPage(
    request,
    {
      count: () => db.select(COUNT_ROWS).from(from).where(query.where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(from)
          .where(query.where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset) as unknown as Promise<Table['$inferSelect'][]>,
      ...(query.defaultPageSize ? { defaultPageSize: query.defaultPageSize } : {}),
    },
    out,
  );
}

/**
 * searchRows in the order the request asks of `sort`, the row id closing it so pages never overlap: the shape of
 * every list that searches one table.
 */
export function searchSorted<Table extends TableWithId, Out>(
  db: Db,
  table: Table,
  request: PageRequest & SortRequest,
  where: SQL | undefined,
  sort: SortTable<string>,
  out: (rows: Table['$inferSelect'][]) => Out[] | Promise<Out[]>,
): Promise<Paged<Out>> {
  return searchRows(db, table, request, { where, orderBy: [...sort.order(request), asc(table.id)] }, out);
}
