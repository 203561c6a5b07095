import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/auth.plugin';
import { findById } from '../db/find-row';
import { locations, partners } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import {
  inviteUser,
  revokeAccess,
  searchInvitedUsers,
  searchUserAccess,
  type Actor,
  type EntityType,
  type InviteRequest,
  type RevokeAccessRequest,
  type UserSearch,
} from './user-access';

/** A system administrator holds every permission; the authority rule still keeps each partner an administrator. */
const systemActor = (request: FastifyRequest): Actor => ({
  user: requireAuth(request).user,
  authority: { kind: 'system' },
  request,
});

const notFound = (what: string) => new ApiFailure(404, ERROR_CODES.notFound, `${what} not found`);

/**
 * The partner whose users an entity id names, as the scope a system administrator acts in: a partner id, or a
 * location id (then its partner; the location itself is matched by the operation). Unknown ids are 404.
 */
async function scopeOfEntity(
  context: TenantContext,
  entityId: string,
  entityType?: EntityType,
): Promise<TenantScope> {
  if (entityType !== 'location') {
    const partner = await findById(context.db, partners, entityId);
    if (partner) return { partnerId: partner.id, locationId: null };
    if (entityType === 'partner') throw notFound('Partner');
  }
  const location = await findById(context.db, locations, entityId);
  if (!location) throw notFound(entityType === 'location' ? 'Location' : 'Partner or location');
  return { partnerId: location.partnerId, locationId: null };
}

/**
 * The system area's view of partner and location users (§1, system administrators manage every tenant's people):
 * the same rules as the partner area's calls, over every partner, or the one the entity id names.
 */
export async function systemUserAccessRoutes(app: FastifyInstance, context: TenantContext) {
  const searchScope = async (search: UserSearch) =>
    search.entityId ? scopeOfEntity(context, search.entityId, search.entityType) : null;

  contractRoute<UserSearch>(app, 'POST', '/system/v1/users/search', async (request) =>
    searchUserAccess(context.db, await searchScope(request.body), request.body),
  );

  contractRoute<UserSearch>(app, 'POST', '/system/v1/users/search/invited-users', async (request) =>
    searchInvitedUsers(context, await searchScope(request.body), request.body),
  );

  contractRoute<InviteRequest>(app, 'POST', '/system/v1/users/invite', async (request) => {
    const input = request.body;
    if (input.entityType !== 'partner' && input.entityType !== 'location') {
      throw badRequest('entityType must be partner or location');
    }
    const scope = await scopeOfEntity(context, input.entityId, input.entityType);
    return inviteUser(context, scope, systemActor(request), input);
  });

  contractRoute<RevokeAccessRequest>(app, 'POST', '/system/v1/users/revoke-access', async (request) => {
    const scope = await scopeOfEntity(context, request.body.entityId);
    return revokeAccess(context, scope, systemActor(request), request.body);
  });
}
