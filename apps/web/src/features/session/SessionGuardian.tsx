import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { unauthorizedEvents } from './unauthorized-bus';
import { sessions } from './browser-session';
import { endAreaSession } from './end-area-session';
import { onLogoutInOtherTab } from './logout-marker';
import { loginPath, pathArea } from './path-area';
import { SESSION_EXPIRED_MESSAGE } from './session-messages';
import type { SessionArea } from './session-types';
import { createSessionWatch } from './session-watch';

const CHECK_INTERVAL_MS = 1000;
const AREAS: readonly SessionArea[] = ['system', 'userPortal'];

/**
 * Areas a 401 ended and whose expiry the guardian has not shown yet. Module state (not a subscription), so the
 * expiry survives StrictMode's second effect run.
 */
const endedByServer = new Set<SessionArea>();

/**
 * Ends sessions the way spec §4 says: a manual logout (here or in another tab) resets the app and goes to the
 * sign-in page; a token that disappears or expires without one shows the expiry toast; a 401 ends its area.
 */
export function SessionGuardian() {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Subscribed here, not at import: the bus hands this listener any 401 that came before it (the first
    // page's loader may call the server before the guardian mounts).
    const stopUnauthorized = AREAS.map((area) =>
      unauthorizedEvents.on(area, (event) => {
        // A refused sign-in is a wrong password, not an ended session.
        if (/\/auths\/?$/.test(event.url) || !sessions.token(area)) return;
        endedByServer.add(area);
        endAreaSession(sessions, area);
      }),
    );
    const currentPath = () => router.state.location.pathname;
    // Leaves the area's pages, THEN empties the cache: a mounted query whose data vanishes refetches at once,
    // without a token (the two 401s on the dashboard at logout, with the query's retry).
    const leaveThenClear = (area: SessionArea) => {
      const clear = () => queryClient.clear();
      if (pathArea(currentPath()).area === area) {
        void router.navigate({ to: loginPath(area), replace: true }).then(clear, clear);
      } else clear();
    };
    const watches = AREAS.map((area) =>
      createSessionWatch({
        store: sessions,
        area,
        initiallySignedIn: endedByServer.has(area),
        onExpired: () => {
          endedByServer.delete(area);
          endAreaSession(sessions, area);
          if (pathArea(currentPath()).area === area) {
            notifications.show({ id: 'session-expired', message: SESSION_EXPIRED_MESSAGE, color: 'red' });
          }
          leaveThenClear(area);
        },
        onLoggedOut: () => {
          endAreaSession(sessions, area);
          leaveThenClear(area);
        },
      }),
    );
    const checkPortal = () => {
      // The page on screen, not one still in its guard: a deep link's own guard decides between the chooser and
      // the portal's 403 page (it asks the server first), so the guardian must not race it to the chooser.
      const shown = router.state.resolvedLocation?.pathname;
      if (!shown) return;
      const { portal } = pathArea(shown);
      if (portal && sessions.token('userPortal') && !sessions.readPartner(portal)) {
        void router.navigate({ to: '/', replace: true });
      }
    };
    const check = () => {
      for (const watch of watches) watch.check();
      checkPortal();
    };
    const stopStore = sessions.subscribe(check);
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    const stopTabs = onLogoutInOtherTab(window, () => queryClient.clear());
    check();
    return () => {
      for (const stop of stopUnauthorized) stop();
      stopStore();
      window.clearInterval(timer);
      stopTabs();
    };
  }, [router, queryClient]);

  return null;
}
