export const HEADER_HEIGHT = 85;
export const SIDEBAR_WIDTH = 200;
export const COLLAPSED_SIDEBAR_WIDTH = 50;

/** Detail pages need the room, so the sidebar shrinks to icons there. */
export const COLLAPSED_SIDEBAR_PAGES = [
  'locations/detail',
  'reports/details',
  'biometric-detail',
  'biometric-photo',
  'biometric-annotation',
  'biometric-fingerprint',
  'biometric-signature',
  'biometric-transaction-detail',
  'biometric-confirmation',
] as const;

/** Matches whole path segments, so `/reports/details-archive` does not collapse the sidebar. */
export function isSidebarCollapsed(pathname: string): boolean {
  const path = `/${pathname.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? ''}/`;
  return COLLAPSED_SIDEBAR_PAGES.some((page) => path.includes(`/${page}/`));
}

export function sidebarWidth(pathname: string): number {
  return isSidebarCollapsed(pathname) ? COLLAPSED_SIDEBAR_WIDTH : SIDEBAR_WIDTH;
}
