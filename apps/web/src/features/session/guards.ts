import { isTokenExpired } from '@ridgeline/domain';
import { sessions } from './browser-session';
import type { PortalRef, SessionArea } from './session-types';

/** Route guards read storage synchronously so a private page never renders without its session. */
export const hasLiveSession = (area: SessionArea): boolean => !isTokenExpired(sessions.token(area));

export const hasPortalSession = (ref: PortalRef): boolean =>
  hasLiveSession('userPortal') && !isTokenExpired(sessions.partnerToken(ref));

export const mustChangePassword = (): boolean => sessions.read('system')?.user.enforcePasswordChange === true;
