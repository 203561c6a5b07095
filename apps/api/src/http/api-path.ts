/**
 * Paths of the three API areas (`/system/v1/...`, `/partner/v1/...`, `/user-portal/v1/...`) and of the public
 * booking calls (`/public/v1/...`, issue 29); the one copy.
 */
export const API_PATH = /^\/(system|partner|user-portal|public)\/v\d+\//;

/** An API call or the health check: never answered with the web app, always with the API's own headers. */
export function isApiPath(url: string): boolean {
  return API_PATH.test(url) || url.startsWith('/healthz');
}
