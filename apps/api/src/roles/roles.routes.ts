import {
  hasPermission,
  isKnownPermission,
  PERMISSION_CATALOGUE,
  type PermissionCode,
} from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { badRequest, forbidden, notFound } from '../http/api-failure';
import { contractRoute, type RouteAccess } from '../http/contract-route';
import {
  createRole,
  findRole,
  searchRoles,
  selectableRoles,
  updateRole,
  type RoleInput,
  type RoleSearch,
} from './roles.repository';

const roleNotFound = () => notFound('Role not found');

/**
 * The rules against escalation (spec §6): roles belong to the partner and other locations share them, so a
 * location session never creates or changes one (x-session: partner-level in the contract); nobody gives a role a
 * permission they do not hold themselves; and nobody deactivates the role they are working with.
 */
function checkRoleChange(access: RouteAccess, input: RoleInput): void {
  const unknown = input.permissions.find((code) => !isKnownPermission(code));
  if (unknown) throw badRequest(`permissions contains an unknown permission: ${unknown}`);
  const notHeld = input.permissions.find(
    (code) => !hasPermission(access.permissions, code as PermissionCode),
  );
  if (notHeld) {
    throw forbidden(
      'You cannot give a role a permission you do not hold',
      `${notHeld} is not among your permissions`,
    );
  }
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
    checkRoleChange(access, request.body);
    const data = await createRole(db, access.scope, request.body);
    return { data, message: 'Role created successfully' };
  });

  contractRoute<RoleInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/roles/{id}',
    async (request, _reply, access) => {
      checkRoleChange(access, request.body);
      if (!request.body.active && request.params.id === access.roleId) {
        throw forbidden('You cannot deactivate the role you hold', 'Another administrator must do it');
      }
      const data = await updateRole(db, access.scope, request.params.id, request.body);
      if (!data) throw roleNotFound();
      return { data, message: 'Role updated successfully' };
    },
  );

  contractRoute(app, 'GET', '/partner/v1/permissions', async () => ({ data: PERMISSION_CATALOGUE }));
}
