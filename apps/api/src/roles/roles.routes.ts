import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isKnownPermission, PERMISSION_CATALOGUE } from '../access/permission-catalogue';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import type { Db } from '../db/database';
import { rolePermissions, roles } from '../db/schema';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';

interface RoleSearch {
  pageNumber?: number;
  pageSize?: number;
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}

interface RoleInput {
  title: string;
  active: boolean;
  forLocation: boolean;
  remarks?: string | null;
  permissions: string[];
}

type RoleRow = typeof roles.$inferSelect;

const roleNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Role not found');

async function withPermissions(db: Db, partnerId: string, rows: RoleRow[]) {
  const ids = rows.map((row) => row.id);
  const codes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(rolePermissions)
          .where(and(eq(rolePermissions.partnerId, partnerId), inArray(rolePermissions.roleId, ids)));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    active: row.active,
    forLocation: row.forLocation,
    remarks: row.remarks,
    permissions: codes.filter((code) => code.roleId === row.id).map((code) => code.code),
  }));
}

/** A location session sees location roles only; a partner session sees all of its partner's roles. */
function scope(session: { partnerId: string | null; locationId: string | null }): SQL[] {
  if (!session.partnerId) throw new ApiFailure(403, ERROR_CODES.noAccess, 'No partner in this session');
  const conditions = [eq(roles.partnerId, session.partnerId)];
  if (session.locationId) conditions.push(eq(roles.forLocation, true));
  return conditions;
}

function checkPermissions(input: RoleInput): void {
  const unknown = input.permissions.find((code) => !isKnownPermission(code));
  if (unknown) throw badRequest(`permissions contains an unknown permission: ${unknown}`);
}

const SORT_COLUMNS: Record<string, typeof roles.title | typeof roles.createdAt> = {
  title: roles.title,
  createdOn: roles.createdAt,
};

/** Roles of the session's partner: search, selectable list, detail, create, modify and the permission catalogue. */
export async function rolesRoutes(app: FastifyInstance, context: AuthContext) {
  const area = { area: 'partner' as const };

  contractRoute<RoleSearch>(app, 'POST', '/partner/v1/roles/search', area, async (request) => {
    const { session } = requireAuth(request);
    const pageNumber = request.body.pageNumber ?? 1;
    const pageSize = request.body.pageSize ?? 10;
    const conditions = scope(session);
    if (request.body.searchParameter) {
      conditions.push(ilike(roles.title, `%${request.body.searchParameter.replace(/[\\%_]/g, '\\$&')}%`));
    }
    if (request.body.active !== undefined) conditions.push(eq(roles.active, request.body.active));
    const column = SORT_COLUMNS[request.body.sortField ?? 'title'] ?? roles.title;
    const order = request.body.sortOrder === 'DESC' ? desc(column) : asc(column);
    const [total] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roles)
      .where(and(...conditions));
    const rows = await context.db
      .select()
      .from(roles)
      .where(and(...conditions))
      .orderBy(order, asc(roles.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize);
    return {
      data: await withPermissions(context.db, session.partnerId ?? '', rows),
      totalRecords: total?.n ?? 0,
      limit: pageSize,
      currentPage: pageNumber,
    };
  });

  contractRoute(app, 'GET', '/partner/v1/roles', area, async (request) => {
    const { session } = requireAuth(request);
    const rows = await context.db
      .select()
      .from(roles)
      .where(and(...scope(session), eq(roles.active, true)))
      .orderBy(asc(roles.title));
    return { data: await withPermissions(context.db, session.partnerId ?? '', rows) };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/roles/search/{id}',
    area,
    async (request) => {
      const { session } = requireAuth(request);
      const [row] = await context.db
        .select()
        .from(roles)
        .where(and(...scope(session), sql`${roles.id}::text = ${request.params.id}`));
      if (!row) throw roleNotFound();
      const [role] = await withPermissions(context.db, session.partnerId ?? '', [row]);
      return { data: role };
    },
  );

  contractRoute<RoleInput>(app, 'POST', '/partner/v1/roles', area, async (request) => {
    const { session } = requireAuth(request);
    scope(session);
    const partnerId = session.partnerId ?? '';
    checkPermissions(request.body);
    const role = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({
          partnerId,
          title: request.body.title,
          active: request.body.active,
          forLocation: request.body.forLocation,
          remarks: request.body.remarks ?? null,
        })
        .returning();
      if (!row) throw new Error('role insert returned no row');
      const codes = [...new Set(request.body.permissions)];
      if (codes.length > 0) {
        await tx.insert(rolePermissions).values(codes.map((code) => ({ roleId: row.id, partnerId, code })));
      }
      return row;
    });
    const [data] = await withPermissions(context.db, partnerId, [role]);
    return { data, message: 'Role created successfully' };
  });

  contractRoute<RoleInput, { id: string }>(app, 'PUT', '/partner/v1/roles/{id}', area, async (request) => {
    const { session } = requireAuth(request);
    const conditions = scope(session);
    const partnerId = session.partnerId ?? '';
    checkPermissions(request.body);
    const role = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .update(roles)
        .set({
          title: request.body.title,
          active: request.body.active,
          forLocation: request.body.forLocation,
          remarks: request.body.remarks ?? null,
        })
        .where(and(...conditions, sql`${roles.id}::text = ${request.params.id}`))
        .returning();
      if (!row) throw roleNotFound();
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, row.id), eq(rolePermissions.partnerId, partnerId)));
      const codes = [...new Set(request.body.permissions)];
      if (codes.length > 0) {
        await tx.insert(rolePermissions).values(codes.map((code) => ({ roleId: row.id, partnerId, code })));
      }
      return row;
    });
    const [data] = await withPermissions(context.db, partnerId, [role]);
    return { data, message: 'Role updated successfully' };
  });

  contractRoute(app, 'GET', '/partner/v1/permissions', area, async () => ({ data: PERMISSION_CATALOGUE }));
}
