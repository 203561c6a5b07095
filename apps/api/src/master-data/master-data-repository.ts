import { selectableCountries } from '@ridgeline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById, writeRow } from '../db/find-row';
import { masterData } from '../db/schema';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';
import { CITIZENSHIP } from './master-data-seed';

export type MasterDataRow = typeof masterData.$inferSelect;
export type MasterDataValues = Pick<typeof masterData.$inferInsert, 'category' | 'code' | 'data' | 'active'>;

export interface MasterDataSearch extends ListSearch {
  category?: string;
}

/** The contract's MasterData. */
export const masterDataOut = (row: MasterDataRow) => ({
  id: row.id,
  category: row.category,
  code: row.code,
  data: row.data,
  active: row.active,
});
const entry = (row: MasterDataRow) => ({ id: row.id, code: row.code, data: row.data, active: row.active });

const MASTER_DATA_SORT = sortTable(
  { code: masterData.code, data: masterData.data, category: masterData.category },
  { fallback: 'data' },
);

/** The categories that hold entries, alphabetically. */
export async function masterDataCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: masterData.category })
    .from(masterData)
    .orderBy(asc(masterData.category));
  return rows.map((row) => row.category);
}

export function searchMasterData(db: Db, search: MasterDataSearch) {
  const where = and(
    equalsWhenGiven(masterData.category, search.category || undefined),
    equalsWhenGiven(masterData.active, search.active),
    textMatch(search.searchParameter, [masterData.code, masterData.data]),
  );
  return searchSorted(db, masterData, search, where, MASTER_DATA_SORT, (rows) => rows.map(masterDataOut));
}

export const findMasterData = (db: Db, id: string): Promise<MasterDataRow | undefined> =>
  findById(db, masterData, id);

/** The entry with this code in this category (codes are unique within a category, as written). */
export async function findMasterDataByCode(db: Db, category: string, code: string) {
  const [row] = await db
    .select()
    .from(masterData)
    .where(and(eq(masterData.category, category), eq(masterData.code, code)));
  return row;
}

/** Creates an entry, or changes the one with `id`; `db` is the save's transaction. */
export const writeMasterData = (
  db: Db,
  id: string | null,
  values: MasterDataValues,
): Promise<MasterDataRow> => writeRow(db, masterData, id, values);

/** Active entries of the asked categories, sorted by their display value; CITIZENSHIP derives from COUNTRY. */
export async function groupedList(db: Db, categories: string[]) {
  const stored = [...new Set(categories.map((c) => (c === CITIZENSHIP ? 'COUNTRY' : c)))];
  const rows =
    stored.length === 0
      ? []
      : await db
          .select()
          .from(masterData)
          .where(and(inArray(masterData.category, stored), eq(masterData.active, true)))
          .orderBy(asc(masterData.data));
  const result: Record<string, ReturnType<typeof entry>[]> = {};
  for (const category of categories) {
    const of = (name: string) => rows.filter((row) => row.category === name).map(entry);
    result[category] = category === CITIZENSHIP ? selectableCountries(of('COUNTRY')) : of(category);
  }
  return result;
}
