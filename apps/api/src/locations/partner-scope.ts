import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import type { PartnerScope } from './location-repository';

/**
 * Partner-level work (creating locations, inviting to the partner) is closed to a location session. The scope
 * itself is `access.scope` (contractRoute), which has already checked the caller's grant and the operation's
 * x-permission.
 */
export function requirePartnerLevel(scope: PartnerScope): void {
  if (scope.locationId) {
    throw new ApiFailure(403, ERROR_CODES.noAccess, 'This is open to partner-level users only');
  }
}
