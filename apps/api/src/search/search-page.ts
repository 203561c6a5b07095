import { sql } from 'drizzle-orm';

/** The paging part of every search body in the contract: page numbers start at 1. */
export interface PageRequest {
  pageNumber?: number;
  pageSize?: number;
}

/** The contract's paged payload (`components/schemas` Paged*): one page and the number of rows that match. */
export interface Paged<T> {
  data: T[];
  totalRecords: number;
  limit: number;
  currentPage: number;
}

export interface Page {
  pageNumber: number;
  pageSize: number;
  /** Rows to skip before this page. */
  offset: number;
}

/** Page 1 of 10 rows unless the request says otherwise (some lists, e.g. deliveries, default to a longer page). */
export function pageOf(request: PageRequest, defaultPageSize = 10): Page {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = request.pageSize ?? defaultPageSize;
  return { pageNumber, pageSize, offset: (pageNumber - 1) * pageSize };
}

/** The select list of a search's count query: `db.select(COUNT_ROWS).from(table).where(where)`. */
export const COUNT_ROWS = { n: sql<number>`count(*)::int` };

export interface SearchQueries<Row> {
  /** The rows that match, counted (a query selecting COUNT_ROWS, or any rows whose first has `n`). */
  count: () => PromiseLike<readonly { n?: unknown }[]>;
  /** One page of the rows that match, in the search's order. */
  rows: (page: { limit: number; offset: number }) => PromiseLike<Row[]>;
  defaultPageSize?: number;
}

/**
 * One page of a search as the contract answers it. The count runs before the page, one query after the other:
 * a partner call's queries share one transaction (db/request-transaction.ts), which runs one statement at a time.
 */
export async function searchPage<Row, Out>(
  request: PageRequest,
  queries: SearchQueries<Row>,
  out: (rows: Row[]) => Out[] | Promise<Out[]>,
): Promise<Paged<Out>> {
  const { pageNumber, pageSize, offset } = pageOf(request, queries.defaultPageSize);
  const [total] = await queries.count();
  const rows = await queries.rows({ limit: pageSize, offset });
  return {
    data: await out(rows),
    totalRecords: Number(total?.n ?? 0),
    limit: pageSize,
    currentPage: pageNumber,
  };
}

/** The search body most lists share (`components/schemas` *Search): paging, free text, a sort and the active flag. */
export interface ListSearch extends PageRequest {
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}
