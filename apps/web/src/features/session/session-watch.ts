import { isTokenExpired } from '@ridgeline/domain';
import type { SessionStore } from './session-store';
import type { SessionArea } from './session-types';

export type SessionWatchResult = 'active' | 'none' | 'expired' | 'logged-out';

export interface SessionWatchOptions {
  store: SessionStore;
  area: SessionArea;
  /** The token went away and nobody logged out: inactivity, expiry or a removed token. */
  onExpired: () => void;
  /** The token went away after a manual logout, in this tab or another. */
  onLoggedOut: () => void;
  now?: () => number;
  /** A session that ended before the watch began (a 401 while the first page loaded) still counts as seen. */
  initiallySignedIn?: boolean;
}

export interface SessionWatch {
  /** Compares the stored token with the last check; call on every storage change and on a timer. */
  check(): SessionWatchResult;
}

/**
 * Tells an expired session from a manual logout by the logout marker: logout writes it, sign-in removes it.
 * Only a session this tab has seen alive can expire, so opening the app signed out shows no toast.
 */
export function createSessionWatch({
  store,
  area,
  onExpired,
  onLoggedOut,
  now = Date.now,
  initiallySignedIn = false,
}: SessionWatchOptions): SessionWatch {
  const alive = () => !isTokenExpired(store.token(area), now());
  let hadSession = initiallySignedIn || alive();
  return {
    check() {
      if (alive()) {
        hadSession = true;
        return 'active';
      }
      if (!hadSession) return 'none';
      hadSession = false;
      if (store.hasManualLogoutMarker()) {
        onLoggedOut();
        return 'logged-out';
      }
      onExpired();
      return 'expired';
    },
  };
}
