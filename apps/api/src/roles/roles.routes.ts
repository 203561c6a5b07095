import { isKnownPermission, PERMISSION_CATALOGUE } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import { partnerCaller, requireAuthority } from '../access/authority';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/api-failure';
import { contractRoute, type RouteAccess } from '../http/contract-route';
import {
  createRole,
  findRole,
  searchRoles,
  selectableRoles,
  updateRole,
  type RoleInput,
  type RoleRecord,
  type RoleSearch,
} from './roles.repository';

const roleNotFound = () => notFound('Role not found');

/**
 * The rules against escalation (spec §6, issue 24): roles belong to the partner and other locations share them, so
 * a location session never creates or changes one (x-session: partner-level in the contract); the one authority
 * rule (access/authority.ts) refuses a change unless the caller holds every permission of the role before and
 * after it, and keeps an administrator; and nobody deactivates the role they are working with.
 */
async function checkRoleChange(
  db: Db,
  access: RouteAccess,
  input: RoleInput,
  before: RoleRecord | null,
): Promise<void> {
  const unknown = input.permissions.find((code) => !isKnownPermission(code));
  if (unknown) throw badRequest(`permissions contains an unknown permission: ${unknown}`);
  const { partnerId, locationId } = access.scope;
  await requireAuthority(
    db,
    partnerCaller(access.auth.user.id, access.permissions, locationId),
    {
      kind: 'role',
      partnerId,
      roleId: before?.id ?? null,
      after: { active: input.active, forLocation: input.forLocation, codes: input.permissions },
    },
    {
      action: before ? 'ROLE_UPDATED' : 'ROLE_CREATED',
      entityType: 'role',
      entityId: before?.id ?? '',
      before,
      after: { ...input },
    },
  );
}

/** Roles of the session's partner: search, selectable list, detail, create, modify and the permission catalogue. */
export async function rolesRoutes(app: FastifyInstance, { db }: AuthContext) {
  contractRoute<RoleSearch>(app, 'POST', '/partner/v1/roles/search', async (request, _reply, access) =>
    searchRoles(db, access.scope, request.body),
  );

  contractRoute(app, 'GET', '/partner/v1/roles', async (_request, _reply, access) => ({
    data: await selectableRoles(db, access.scope),
  }));

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/roles/search/{id}',
    async (request, _reply, access) => {
      const role = await findRole(db, access.scope, request.params.id);
      if (!role) throw roleNotFound();
      return { data: role };
    },
  );

  contractRoute<RoleInput>(app, 'POST', '/partner/v1/roles', async (request, _reply, access) => {
    await checkRoleChange(db, access, request.body, null);
    const data = await createRole(db, access.scope, request.body);
    await access.audit({ entityId: data.id, before: null, after: data });
    return { data, message: 'Role created successfully' };
  });

  contractRoute<RoleInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/roles/{id}',
    async (request, _reply, access) => {
      const before = await findRole(db, access.scope, request.params.id);
      if (!before) throw roleNotFound();
      await checkRoleChange(db, access, request.body, before);
      if (!request.body.active && request.params.id === access.roleId) {
        throw forbidden('You cannot deactivate the role you hold', 'Another administrator must do it');
      }
      const data = await updateRole(db, access.scope, request.params.id, request.body);
      if (!data) throw roleNotFound();
      await access.audit({ entityId: data.id, before, after: data });
      return { data, message: 'Role updated successfully' };
    },
  );

  contractRoute(app, 'GET', '/partner/v1/permissions', async () => ({ data: PERMISSION_CATALOGUE }));
}
