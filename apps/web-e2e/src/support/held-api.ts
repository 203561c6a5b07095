import type { Page, Request, Route } from '@playwright/test';

/** The backend's three areas; the web app's own files, the agent and the map style are never held. */
const API_CALL = /\/(system|partner|user-portal)\/v1\//;

export interface HeldApi {
  /** How many API calls are being held. */
  readonly count: number;
  /** True when no other request (code, styles, images) is in flight and none has ended for `ms` milliseconds. */
  quietFor(ms: number): boolean;
  /** Lets every held call through and stops holding new ones. */
  release(): Promise<void>;
}

/**
 * Holds every API call the page makes from now on, so a screen can be looked at in its loading state for as long as
 * a test needs: what the accessibility scan sees then no longer depends on how fast the data arrives. The other
 * requests go on, and `quietFor` tells when the screen's code has all arrived, so the state scanned is always the
 * same one: all code loaded, no data yet.
 */
export async function holdApi(page: Page): Promise<HeldApi> {
  const held: Route[] = [];
  let holding = true;
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    if (API_CALL.test(request.url())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const handler = (route: Route) => {
    if (holding) held.push(route);
    else void route.continue().catch(() => undefined);
  };
  await page.route(API_CALL, handler);
  return {
    get count() {
      return held.length;
    },
    quietFor(ms) {
      return inFlight.size === 0 && Date.now() - lastActivity >= ms;
    },
    async release() {
      holding = false;
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      await page.unroute(API_CALL, handler);
      // A call whose page has gone on (navigation, unmount) can no longer be continued; that is fine.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
