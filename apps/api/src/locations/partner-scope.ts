import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/auth.plugin';
import type { Db } from '../db/database';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { requirePermission } from '../settings-store/caller-permission';
import type { PartnerScope } from './location-repository';

/**
 * The scope of a partner-area request, from its session (never from the body or path), after checking that the
 * caller's current role holds `permission` (null: any signed-in user of the partner). Stand-in until the access registrar enforces the contract's
 * x-permission itself.
 */
export async function partnerScope(
  db: Db,
  request: FastifyRequest,
  permission: string | null,
): Promise<PartnerScope> {
  const { session } = requireAuth(request);
  if (!session.partnerId) throw new ApiFailure(403, ERROR_CODES.noAccess, 'No partner in this session');
  if (permission) await requirePermission(db, session, permission);
  return { partnerId: session.partnerId, locationId: session.locationId };
}

/** Partner-level work (creating locations, inviting to the partner) is closed to a location session. */
export function requirePartnerLevel(scope: PartnerScope): void {
  if (scope.locationId) {
    throw new ApiFailure(403, ERROR_CODES.noAccess, 'This is open to partner-level users only');
  }
}
