import { sessions } from './browser-session';
import { partnerClient, systemClient, userPortalClient } from './backend';
import { endAreaSession } from './end-area-session';
import type { PortalRef, SessionArea } from './session-types';

/**
 * A manual logout: the server revokes the tokens (best effort: an unreachable server must not keep the user
 * signed in), the marker tells every tab it was deliberate, and the session guardian resets the app.
 */
export async function logout(area: SessionArea, portal?: PortalRef): Promise<void> {
  try {
    if (portal && sessions.partnerToken(portal)) await partnerClient(portal).POST('/partner/v1/auths/logout');
    if (area === 'system') await systemClient().POST('/system/v1/auths/logout');
    else await userPortalClient().POST('/user-portal/v1/auths/logout');
  } catch {
    // The local session ends regardless.
  }
  sessions.markManualLogout();
  endAreaSession(sessions, area);
}
