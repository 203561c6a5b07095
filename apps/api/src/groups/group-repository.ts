import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupServices, partnerServices, serviceGroups } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import type { ListSearch } from '../search/search-page';
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

export async function findGroup(db: Db, scope: PartnerOnly, id: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceGroups)
    .where(and(eq(serviceGroups.partnerId, scope.partnerId), sql`${serviceGroups.id}::text = ${id}`));
  return row;
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
