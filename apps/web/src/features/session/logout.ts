import { sessions } from './browser-session';
import { partnerClient, systemClient, userPortalClient } from './backend';
import { endAreaSession } from './end-area-session';
import type { PortalRef, SessionArea } from './session-types';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A manual logout. The local session ends first: the marker tells every tab it was deliberate and the session
 * guardian leaves the area's pages, so no screen goes on calling with a token the server is about to revoke
 * (revoking first let a late dashboard query answer 401). Then the server revokes the tokens taken beforehand,
 * best effort: an unreachable server must not keep the user signed in.
 */
export async function logout(area: SessionArea, portal?: PortalRef): Promise<void> {
  const portalToken = portal ? sessions.partnerToken(portal) : null;
  const areaToken = sessions.token(area);
  sessions.markManualLogout();
  endAreaSession(sessions, area);
  try {
    if (portal && portalToken) {
      await partnerClient(portal).POST('/partner/v1/auths/logout', { headers: bearer(portalToken) });
    }
    if (!areaToken) return;
    if (area === 'system')
      await systemClient().POST('/system/v1/auths/logout', { headers: bearer(areaToken) });
    else await userPortalClient().POST('/user-portal/v1/auths/logout', { headers: bearer(areaToken) });
  } catch {
    // The local session has ended regardless.
  }
}
