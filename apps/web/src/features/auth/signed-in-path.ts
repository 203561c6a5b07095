import type { AreaSession, SessionArea } from '../session/session-types';

/**
 * Where a sign-in goes once the session is stored (spec §2, §4): the user portal's home (which offers the
 * portals), or the system dashboard unless the e-mailed initial password must be changed first.
 */
export function signedInPath(
  area: SessionArea,
  session: AreaSession,
): '/' | '/system/enforce-password' | '/system/dashboard' {
  if (area !== 'system') return '/';
  return session.user.enforcePasswordChange ? '/system/enforce-password' : '/system/dashboard';
}

/** Where the sign-in page sends a user who already has a live session of its area (spec §2). */
export const homePath = (area: SessionArea): '/' | '/system/dashboard' =>
  area === 'system' ? '/system/dashboard' : '/';
