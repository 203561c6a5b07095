import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rolePermissions, roles } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, likePattern } from '../search/search-filters';

export type RoleSearch = ListSearch;

export interface RoleInput {
  title: string;
  active: boolean;
  forLocation: boolean;
  remarks?: string | null;
  permissions: string[];
}

type RoleRow = typeof roles.$inferSelect;

export interface RoleRecord {
  id: string;
  title: string;
  active: boolean;
  forLocation: boolean;
  remarks: string | null;
  permissions: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The roles a scope sees: its partner's roles; a location session only the location roles. */
function inScope(scope: TenantScope): SQL[] {
  const conditions = [eq(roles.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(roles.forLocation, true));
  return conditions;
}

async function withPermissions(db: Db, scope: TenantScope, rows: RoleRow[]): Promise<RoleRecord[]> {
  const ids = rows.map((row) => row.id);
  const codes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(rolePermissions)
          .where(and(eq(rolePermissions.partnerId, scope.partnerId), inArray(rolePermissions.roleId, ids)));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    active: row.active,
    forLocation: row.forLocation,
    remarks: row.remarks,
    permissions: codes.filter((code) => code.roleId === row.id).map((code) => code.code),
  }));
}

const ROLE_SORT = sortTable({ title: roles.title, createdOn: roles.createdAt }, { fallback: 'title' });

export async function searchRoles(db: Db, scope: TenantScope, search: RoleSearch) {
  const where = and(
    ...inScope(scope),
    // Untrimmed, as roles have always matched: ' x' finds titles with a space before the x.
    search.searchParameter ? ilike(roles.title, likePattern(search.searchParameter)) : undefined,
    equalsWhenGiven(roles.active, search.active),
  );
  return searchSorted(db, roles, search, where, ROLE_SORT, (rows) => withPermissions(db, scope, rows));
}

export async function selectableRoles(db: Db, scope: TenantScope): Promise<RoleRecord[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(...inScope(scope), eq(roles.active, true)))
    .orderBy(asc(roles.title));
  return withPermissions(db, scope, rows);
}

/** The role with this id in the scope, or undefined (a malformed id, a missing one and another tenant's alike). */
export async function findRole(db: Db, scope: TenantScope, id: string): Promise<RoleRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db
    .select()
    .from(roles)
    .where(and(...inScope(scope), eq(roles.id, id)));
  const [role] = await withPermissions(db, scope, rows);
  return role;
}

async function replacePermissions(db: Db, scope: TenantScope, roleId: string, codes: readonly string[]) {
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.partnerId, scope.partnerId)));
  const unique = [...new Set(codes)];
  if (unique.length > 0) {
    await db
      .insert(rolePermissions)
      .values(unique.map((code) => ({ roleId, partnerId: scope.partnerId, code })));
  }
}

export async function createRole(db: Db, scope: TenantScope, input: RoleInput): Promise<RoleRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({
        partnerId: scope.partnerId,
        title: input.title,
        active: input.active,
        forLocation: input.forLocation,
        remarks: input.remarks ?? null,
      })
      .returning();
    if (!row) throw new Error('role insert returned no row');
    await replacePermissions(tx, scope, row.id, input.permissions);
    const [role] = await withPermissions(tx, scope, [row]);
    if (!role) throw new Error('role vanished after insert');
    return role;
  });
}

/** Updates the role in the scope; undefined when there is none with that id. */
export async function updateRole(
  db: Db,
  scope: TenantScope,
  id: string,
  input: RoleInput,
): Promise<RoleRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(roles)
      .set({
        title: input.title,
        active: input.active,
        forLocation: input.forLocation,
        remarks: input.remarks ?? null,
      })
      .where(and(...inScope(scope), eq(roles.id, id)))
      .returning();
    if (!row) return undefined;
    await replacePermissions(tx, scope, row.id, input.permissions);
    const [role] = await withPermissions(tx, scope, [row]);
    return role;
  });
}
