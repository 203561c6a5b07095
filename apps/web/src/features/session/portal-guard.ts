import type { QueryClient } from '@tanstack/react-query';
import { userAccessQueryOptions } from '../portal-access/api/get-user-access';
import { mayEnter } from '../portal-access/may-enter';
import { hasLiveSession, hasPortalSession } from './guards';
import type { PortalRef } from './session-types';

/** Where a portal page sends a visitor without the sessions it needs; null lets the page open. */
export function portalGuard(ref: PortalRef): '/auth/login' | '/' | null {
  if (!hasLiveSession('userPortal')) return '/auth/login';
  if (!hasPortalSession(ref)) return '/';
  return null;
}

/**
 * The guard of a portal's pages, with the deep-link rule (issue 12): a signed-in user without a session for this
 * portal goes to the chooser only when the chooser offers it; a portal the user may not enter at all (a location
 * user following a link to partner-level screens) shows the portal's 403 error page instead.
 */
export async function portalEntry(
  queryClient: QueryClient,
  ref: PortalRef,
): Promise<'/auth/login' | '/' | 'forbidden' | null> {
  const target = portalGuard(ref);
  if (target !== '/') return target;
  // Always asked afresh: access changes with invitations and revocations.
  const access = await queryClient
    .fetchQuery({ ...userAccessQueryOptions(), staleTime: 0 })
    .catch(() => null);
  return access && !mayEnter(access, ref) ? 'forbidden' : '/';
}
