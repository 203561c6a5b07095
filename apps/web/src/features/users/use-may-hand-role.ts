import { firstCodeNotHeld } from '@ridgeline/domain';
import { usePartnerSession } from '../session/use-session';
import type { PortalRef } from '../session/session-types';

/**
 * Whether this session may give or take away a role with `roleCodes` (issue 24's authority rule, its "held" part:
 * libs/domain's `firstCodeNotHeld`). Screens use it to offer only what the server would allow; a location session
 * never moves partner-level authority. The server applies the whole rule and stays the judge.
 */
export function useMayHandRole(
  portal: PortalRef,
): (roleCodes: readonly string[], partnerLevel: boolean) => boolean {
  const session = usePartnerSession(portal);
  const held = session ? Object.values(session.permissions).flatMap((list) => list.map((p) => p.code)) : [];
  return (roleCodes, partnerLevel) =>
    !!session && !(partnerLevel && session.locationId) && firstCodeNotHeld(held, roleCodes) === undefined;
}
