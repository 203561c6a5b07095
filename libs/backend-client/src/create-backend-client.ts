import createClient, { type Client } from 'openapi-fetch';
import type { AreaPaths, BackendArea } from './areas';
import { idempotencyMiddleware } from './idempotency-middleware';
import {
  applySessionHeaders,
  networkError,
  observeResponse,
  sessionEndedResponse,
  sessionMiddleware,
  type SessionContext,
} from './session-middleware';
import type { SessionStore, XsrfStorage } from './session';
import type { UnauthorizedEvents } from './unauthorized-events';

export interface BackendClientOptions {
  /** The API host; empty (the default) means the page's own origin. */
  baseUrl?: string;
  session: SessionStore;
  xsrf: XsrfStorage;
  events: UnauthorizedEvents;
  /**
   * Every call needs the session's token (a partner or location portal's client): with none, a call is answered
   * locally with a 401 and never sent. Off for areas whose sign-in and password-reset calls go without one.
   */
  requireToken?: boolean;
  /** Tests pass their own; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
}

export type BackendClient<A extends BackendArea> = Client<AreaPaths<A>> & {
  readonly area: A;
  /**
   * Fetches a URL an entity supplied (images, EFT files). Relative URLs and URLs under `baseUrl` go to the
   * API with the session's headers; any other host gets a bare request, so tokens never leave the API.
   */
  fetchUrl(url: string, init?: RequestInit): Promise<Response>;
};

const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** One typed client per area. No timeout is set: long reports and uploads run as long as the server takes. */
export function createBackendClient<A extends BackendArea>(
  area: A,
  options: BackendClientOptions,
): BackendClient<A> {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const currentFetch = (): typeof globalThis.fetch => options.fetch ?? globalThis.fetch;
  const context: SessionContext = {
    area,
    session: options.session,
    xsrf: options.xsrf,
    events: options.events,
    requireToken: options.requireToken ?? false,
  };
  const client = createClient<AreaPaths<A>>({
    baseUrl,
    fetch: (request: Request) => currentFetch()(request),
  });
  client.use(idempotencyMiddleware(), sessionMiddleware(context));

  async function fetchUrl(url: string, init?: RequestInit): Promise<Response> {
    const ownApi = isRelative(url) || (baseUrl !== '' && url.startsWith(`${baseUrl}/`));
    const request = new Request(isRelative(url) ? `${baseUrl}${url}` : url, init);
    if (ownApi) applySessionHeaders(request.headers, context);
    const ended = ownApi ? sessionEndedResponse(request, context) : undefined;
    if (ended) return ended;
    let response: Response;
    try {
      response = await currentFetch()(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      throw networkError();
    }
    if (ownApi) observeResponse(request, response, context);
    return response;
  }

  return Object.assign(client, { area, fetchUrl });
}

export const createSystemClient = (options: BackendClientOptions) => createBackendClient('system', options);
export const createPartnerClient = (options: BackendClientOptions) => createBackendClient('partner', options);
export const createUserPortalClient = (options: BackendClientOptions) =>
  createBackendClient('userPortal', options);
