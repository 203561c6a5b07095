import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById, saveRow } from '../db/find-row';
import { oriServices, oris } from '../db/schema';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type OriRow = typeof oris.$inferSelect;

export type OriSearch = ListSearch;

/** The contract's Ori: the row with the catalogue services it serves. */
export function oriOut(row: OriRow, serviceIds: readonly string[]) {
  return {
    id: row.id,
    oriNumber: row.oriNumber,
    title: row.title,
    oriType: row.oriType,
    serviceIds: [...serviceIds],
    requiresPhotograph: row.requiresPhotograph,
    active: row.active,
  };
}

/** The catalogue service ids of each ORI, in a stable order. */
export async function serviceIdsOf(db: Db, oriIds: readonly string[]): Promise<Map<string, string[]>> {
  const byOri = new Map<string, string[]>(oriIds.map((id) => [id, []]));
  if (oriIds.length === 0) return byOri;
  const rows = await db
    .select()
    .from(oriServices)
    .where(inArray(oriServices.oriId, [...oriIds]))
    .orderBy(asc(oriServices.serviceId));
  for (const row of rows) byOri.get(row.oriId)?.push(row.serviceId);
  return byOri;
}

async function withServices(db: Db, rows: OriRow[]) {
  const ids = await serviceIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => oriOut(row, ids.get(row.id) ?? []));
}

const ORI_SORT = sortTable(
  {
    oriNumber: oris.oriNumber,
    title: oris.title,
    oriType: oris.oriType,
    active: oris.active,
    requiresPhotograph: oris.requiresPhotograph,
    createdOn: oris.createdAt,
  },
  { fallback: 'oriNumber' },
);

export async function searchOris(db: Db, search: OriSearch) {
  const where = and(
    textMatch(search.searchParameter, [oris.oriNumber, oris.title]),
    equalsWhenGiven(oris.active, search.active),
  );
  return searchSorted(db, oris, search, where, ORI_SORT, (rows) => withServices(db, rows));
}

export const findOri = (db: Db, id: string): Promise<OriRow | undefined> => findById(db, oris, id);

/**
 * Creates an ORI (`id` null) or changes one, and sets the catalogue services it serves to `serviceIds`; `db` is
 * the save's transaction.
 */
export async function saveOri(
  db: Db,
  id: string | null,
  values: Omit<typeof oris.$inferInsert, 'id'>,
  serviceIds: readonly string[],
): Promise<OriRow> {
  const row = await saveRow(db, oris, id, { create: values, change: values });
  if (!row) throw new Error('ORI write returned no row');
  await db.delete(oriServices).where(eq(oriServices.oriId, row.id));
  if (serviceIds.length > 0) {
    await db.insert(oriServices).values(serviceIds.map((serviceId) => ({ oriId: row.id, serviceId })));
  }
  return row;
}

/** An ORI by its number (compared upper-case, as stored). */
export async function findOriByNumber(db: Db, oriNumber: string): Promise<OriRow | undefined> {
  const [row] = await db.select().from(oris).where(eq(oris.oriNumber, oriNumber.trim().toUpperCase()));
  return row;
}

/** One ORI answered as the contract's Ori. */
export async function oriDetail(db: Db, row: OriRow) {
  const ids = await serviceIdsOf(db, [row.id]);
  return oriOut(row, ids.get(row.id) ?? []);
}

/** The active ORIs that serve a catalogue service, by number. */
export async function orisOfService(db: Db, serviceId: string) {
  const rows = await db
    .select({ ori: oris })
    .from(oris)
    .innerJoin(oriServices, eq(oriServices.oriId, oris.id))
    .where(and(eq(oris.active, true), sql`${oriServices.serviceId}::text = ${serviceId}`))
    .orderBy(asc(oris.oriNumber));
  return withServices(
    db,
    rows.map((row) => row.ori),
  );
}

/** Whether `oriId` serves the catalogue service `serviceId` (what a capture checks before using an ORI). */
export async function oriServesService(db: Db, oriId: string, serviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ oriId: oriServices.oriId })
    .from(oriServices)
    .where(
      and(sql`${oriServices.oriId}::text = ${oriId}`, sql`${oriServices.serviceId}::text = ${serviceId}`),
    );
  return Boolean(row);
}
