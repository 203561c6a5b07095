import type { PortalRef, SessionArea } from './session-types';

export interface PathArea {
  /** The session a page needs; null on public pages (sign-in, password reset, errors). */
  area: SessionArea | null;
  /** The partner or location portal of the page, whose own session it needs as well. */
  portal?: PortalRef;
}

const PUBLIC =
  /^\/(auth|errors|book|system\/auth)(\/|$)|^\/partner\/[^/]+\/[^/]+\/(location\/[^/]+\/[^/]+\/)?auth\/?$/;

export function pathArea(pathname: string): PathArea {
  const path = pathname.toLowerCase() === pathname ? pathname : pathname.toLowerCase();
  if (PUBLIC.test(path)) return { area: null };
  if (path === '/system' || path.startsWith('/system/')) return { area: 'system' };
  const portal = /^\/(partner|location)\/([^/]+)/.exec(pathname);
  if (portal?.[1] && portal[2]) {
    const kind = portal[1] === 'partner' ? 'partner' : 'location';
    if (/^\/[^/]+\/[^/]+\/errors(\/|$)/.test(path)) return { area: null };
    return { area: 'userPortal', portal: { kind, code: decodeURIComponent(portal[2]) } };
  }
  // The user shell's own pages (routes/_user): the portals chooser, the password, the security page.
  if (/^\/((change-password|security)\/?)?$/.test(path)) return { area: 'userPortal' };
  return { area: null };
}

export const loginPath = (area: SessionArea): string =>
  area === 'system' ? '/system/auth/login' : '/auth/login';
