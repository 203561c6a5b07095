import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerCaller } from '../access/authority';
import { requireAuth } from '../auth/auth.plugin';
import type { TenantContext } from '../files/tenant-context';
import { contractRoute, type RouteAccess } from '../http/contract-route';
import { unlockPartnerUser } from './partner-user-unlock';
import {
  inviteUser,
  revokeAccess,
  searchInvitedUsers,
  searchUserAccess,
  type Actor,
  type InviteRequest,
  type RevokeAccessRequest,
  type UserSearch,
} from './user-access';

/**
 * Users of the session's partner (or location): who has access with which role, pending invitations, inviting by
 * e-mail and revoking access, which ends the user's sessions for that partner or location at once.
 */
export async function partnerUsersRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<UserSearch>(app, 'POST', '/partner/v1/users/search', async (request, _reply, access) =>
    searchUserAccess(context.db, access.scope, request.body),
  );

  contractRoute<UserSearch>(
    app,
    'POST',
    '/partner/v1/users/search/invited-users',
    async (request, _reply, access) => searchInvitedUsers(context, access.scope, request.body),
  );

  const actor = (request: FastifyRequest, access: RouteAccess): Actor => {
    const { user } = requireAuth(request);
    return {
      user,
      authority: partnerCaller(user.id, access.permissions, access.scope.locationId),
      request,
    };
  };

  contractRoute<InviteRequest>(app, 'POST', '/partner/v1/users/invite', async (request, _reply, access) =>
    inviteUser(context, access.scope, actor(request, access), request.body),
  );

  contractRoute<RevokeAccessRequest>(
    app,
    'POST',
    '/partner/v1/users/revoke-access',
    async (request, _reply, access) =>
      revokeAccess(context, access.scope, actor(request, access), request.body),
  );

  contractRoute<unknown, { id: string }>(
    app,
    'POST',
    '/partner/v1/users/{id}/unlock',
    async (request, _reply, access) => unlockPartnerUser(context, access.scope, request, request.params.id),
  );
}
