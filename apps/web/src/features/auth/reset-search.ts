import type { SessionArea } from '../session/session-types';

/** The e-mailed reset link: `/auth/reset-password?area=system|user-portal&token=...`. */
export function resetSearch(search: Record<string, unknown>): { token: string; area?: string } {
  const token = typeof search['token'] === 'string' ? search['token'] : '';
  return typeof search['area'] === 'string' ? { token, area: search['area'] } : { token };
}

export const resetArea = (area: string | undefined): SessionArea =>
  area === 'system' ? 'system' : 'userPortal';
