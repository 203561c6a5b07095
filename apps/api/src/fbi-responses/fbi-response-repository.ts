import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fbiResponses } from '../db/schema';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { textMatch } from '../search/search-filters';

export interface FbiResponseSearch {
  pageNumber?: number;
  pageSize?: number;
  /** UNMATCHED: readable responses no transaction of their destination has the TCR of; QUARANTINED: unreadable. */
  list?: 'UNMATCHED' | 'QUARANTINED';
  search?: string;
  sortBy?: 'receivedOn' | 'fileName';
  sortOrder?: 'ASC' | 'DESC';
}

type FbiResponseRow = typeof fbiResponses.$inferSelect;

/** A ledger row as the system administrator sees it: never the (sealed) FBI message. */
export function fbiResponseView(row: FbiResponseRow) {
  return {
    id: row.id,
    destinationScope: row.destinationScope,
    fileName: row.fileName,
    size: row.size,
    sha256: row.sha256,
    kind: row.kind,
    tcr: row.tcr,
    responseDate: row.responseDate,
    errorCode: row.errorCode,
    parseError: row.parseError,
    transactionId: row.transactionId,
    partnerId: row.partnerId,
    receivedOn: row.receivedAt.toISOString(),
    settledOn: row.settledAt?.toISOString() ?? null,
  };
}

const SORT = sortTable(
  { receivedOn: fbiResponses.receivedAt, fileName: fbiResponses.fileName },
  { fallback: 'receivedOn', defaultOrder: 'DESC' },
);

/** The unmatched or quarantined response files (default: both) of every destination, newest first. */
export async function searchFbiResponses(db: Db, search: FbiResponseSearch) {
  // Unmatched: read, but no transaction of its destination had the TCR; quarantined: not readable at all.
  const unmatched = and(isNull(fbiResponses.transactionId), ne(fbiResponses.kind, 'UNREADABLE'))!;
  const quarantined = eq(fbiResponses.kind, 'UNREADABLE');
  const conditions: SQL[] = [
    search.list === 'UNMATCHED'
      ? unmatched
      : search.list === 'QUARANTINED'
        ? quarantined
        : isNull(fbiResponses.transactionId),
  ];
  const match = textMatch(search.search, [fbiResponses.fileName, fbiResponses.destinationScope]);
  if (match) conditions.push(match);
  return searchRows(
    db,
    fbiResponses,
    search,
    {
      where: and(...conditions),
      orderBy: [
        ...SORT.order({ sortField: search.sortBy, sortOrder: search.sortOrder }),
        desc(fbiResponses.id),
      ],
      defaultPageSize: 20,
    },
    (rows) => rows.map(fbiResponseView),
  );
}
