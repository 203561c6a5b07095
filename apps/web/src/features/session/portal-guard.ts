import { hasLiveSession, hasPortalSession } from './guards';
import type { PortalRef } from './session-types';

/** Where a portal page sends a visitor without the sessions it needs; null lets the page open. */
export function portalGuard(ref: PortalRef): '/auth/login' | '/' | null {
  if (!hasLiveSession('userPortal')) return '/auth/login';
  if (!hasPortalSession(ref)) return '/';
  return null;
}
