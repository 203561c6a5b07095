import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById } from '../db/find-row';
import { groupServices, partnerServices, partners, serviceGroups } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { COUNT_ROWS, type ListSearch } from '../search/search-page';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type GroupRow = typeof serviceGroups.$inferSelect;
type PartnerOnly = Pick<TenantScope, 'partnerId'>;

export type GroupSearch = ListSearch;

/** The contract's Group: the row with its services (display order) and its priority. */
export function groupOut(row: GroupRow, serviceIds: readonly string[]) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    image: row.image,
    order: row.position,
    serviceIds: [...serviceIds],
  };
}

/** The service ids of each group in display order; deleted services have left their groups already. */
export async function serviceIdsOfGroups(
  db: Db,
  scope: PartnerOnly,
  groupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: groupServices.groupId, serviceId: groupServices.partnerServiceId })
    .from(groupServices)
    .where(and(eq(groupServices.partnerId, scope.partnerId), inArray(groupServices.groupId, [...groupIds])))
    .orderBy(asc(groupServices.position), asc(groupServices.partnerServiceId));
  for (const row of rows) byGroup.get(row.groupId)?.push(row.serviceId);
  return byGroup;
}

export async function groupsOut(db: Db, scope: PartnerOnly, rows: GroupRow[]) {
  const ids = await serviceIdsOfGroups(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => groupOut(row, ids.get(row.id) ?? []));
}

const GROUP_SORT = sortTable(
  {
    order: serviceGroups.position,
    name: serviceGroups.name,
    active: serviceGroups.active,
    createdOn: serviceGroups.createdAt,
  },
  { fallback: 'order' },
);

/** Groups of the partner, by priority unless another sort is asked for. */
export async function searchGroups(db: Db, scope: PartnerOnly, search: GroupSearch) {
  const where = and(
    eq(serviceGroups.partnerId, scope.partnerId),
    textMatch(search.searchParameter, [serviceGroups.name]),
    equalsWhenGiven(serviceGroups.active, search.active),
  );
  return searchRows(
    db,
    serviceGroups,
    search,
    { where, orderBy: [...GROUP_SORT.order(search), asc(serviceGroups.createdAt), asc(serviceGroups.id)] },
    (rows) => groupsOut(db, scope, rows),
  );
}

/** Every group of the partner in priority order. */
export async function allGroups(db: Db, scope: PartnerOnly): Promise<GroupRow[]> {
  return db
    .select()
    .from(serviceGroups)
    .where(eq(serviceGroups.partnerId, scope.partnerId))
    .orderBy(asc(serviceGroups.position), asc(serviceGroups.createdAt), asc(serviceGroups.id));
}

const ofPartner = (scope: PartnerOnly) => eq(serviceGroups.partnerId, scope.partnerId);

export const findGroup = (db: Db, scope: PartnerOnly, id: string): Promise<GroupRow | undefined> =>
  findById(db, serviceGroups, id, ofPartner(scope));

/**
 * Serialises the writes that change a partner's group order (reorder, create) on the partner's row, so two
 * administrators reordering at once take turns and each stores a complete order.
 */
export async function lockGroupOrder(db: Db, scope: PartnerOnly): Promise<void> {
  await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, scope.partnerId))
    .for('no key update');
}

type GroupValues = Pick<typeof serviceGroups.$inferInsert, 'name' | 'description' | 'active' | 'image'>;

/** Creates a group of the partner, last in its order; `db` is the save's transaction, holding the order's lock. */
export async function insertGroupLast(db: Db, scope: PartnerOnly, values: GroupValues): Promise<GroupRow> {
  await lockGroupOrder(db, scope);
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${serviceGroups.position}) + 1, 0)::int` })
    .from(serviceGroups)
    .where(ofPartner(scope));
  const [row] = await db
    .insert(serviceGroups)
    .values({ ...values, partnerId: scope.partnerId, position: last?.n ?? 0 })
    .returning();
  if (!row) throw new Error('group write returned no row');
  return row;
}

/** Changes a group of the partner; undefined when it is not there. */
export async function updateGroup(
  db: Db,
  scope: PartnerOnly,
  id: string,
  values: Partial<GroupValues> & { position?: number },
): Promise<GroupRow | undefined> {
  const [row] = await db
    .update(serviceGroups)
    .set(values)
    .where(and(eq(serviceGroups.id, id), ofPartner(scope)))
    .returning();
  return row;
}

/** Replaces the services of a group with `serviceIds`, in that order (checked by the caller). */
export async function replaceGroupServices(
  db: Db,
  scope: PartnerOnly,
  groupId: string,
  serviceIds: readonly string[],
): Promise<void> {
  const { partnerId } = scope;
  await db
    .delete(groupServices)
    .where(and(eq(groupServices.partnerId, partnerId), eq(groupServices.groupId, groupId)));
  if (serviceIds.length === 0) return;
  await db
    .insert(groupServices)
    .values(
      serviceIds.map((partnerServiceId, position) => ({ partnerId, groupId, partnerServiceId, position })),
    );
}

/** How many services a group holds. */
export async function countGroupServices(db: Db, scope: PartnerOnly, groupId: string): Promise<number> {
  const [held] = await db
    .select(COUNT_ROWS)
    .from(groupServices)
    .where(and(eq(groupServices.partnerId, scope.partnerId), eq(groupServices.groupId, groupId)));
  return held?.n ?? 0;
}

export async function deleteGroups(db: Db, scope: PartnerOnly, ids: string[]): Promise<void> {
  await db.delete(serviceGroups).where(and(ofPartner(scope), inArray(serviceGroups.id, ids)));
}

/** The services of one group in display order, with their names. */
export async function servicesOfGroup(db: Db, scope: PartnerOnly, groupId: string) {
  const rows = await db
    .select({
      groupId: groupServices.groupId,
      serviceId: groupServices.partnerServiceId,
      displayName: partnerServices.displayName,
      order: groupServices.position,
    })
    .from(groupServices)
    .innerJoin(partnerServices, eq(partnerServices.id, groupServices.partnerServiceId))
    .where(
      and(
        eq(groupServices.partnerId, scope.partnerId),
        eq(partnerServices.deleted, false),
        sql`${groupServices.groupId}::text = ${groupId}`,
      ),
    )
    .orderBy(asc(groupServices.position), asc(partnerServices.displayName));
  return rows;
}
