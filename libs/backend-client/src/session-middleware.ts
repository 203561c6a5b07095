import type { Middleware } from 'openapi-fetch';
import { ApiError, normaliseErrorBody } from './api-error';
import type { BackendArea } from './areas';
import { NETWORK_ERROR_MESSAGE, NO_RESPONSE_CODE, SESSION_ENDED_MESSAGE } from './messages';
import { XSRF_HEADER, type SessionStore, type XsrfStorage } from './session';
import type { UnauthorizedEvents } from './unauthorized-events';

export interface SessionContext {
  area: BackendArea;
  session: SessionStore;
  xsrf: XsrfStorage;
  events: UnauthorizedEvents;
  /** Every call of this client needs a token: without one, nothing is sent (see `sessionEndedResponse`). */
  requireToken: boolean;
}

export function applySessionHeaders(headers: Headers, context: SessionContext): void {
  const token = context.session.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = context.xsrf.get();
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
}

/**
 * The local answer to a call that needs a session when none is left (a screen that mounts, or a chunk that
 * loads, after logout): a 401 in the error shape, built here, so the server never sees a request it must refuse.
 * The caller may still pass its own Authorization header (logout revokes a token it took before clearing it).
 */
export function sessionEndedResponse(request: Request, context: SessionContext): Response | undefined {
  if (!context.requireToken || request.headers.has('Authorization')) return undefined;
  return new Response(JSON.stringify({ code: 401, message: SESSION_ENDED_MESSAGE, description: '' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Keeps the XSRF token fresh and reports a 401 for this area; errors too carry a fresh token. */
export function observeResponse(request: Request, response: Response, context: SessionContext): void {
  const fresh = response.headers.get(XSRF_HEADER);
  if (fresh) context.xsrf.set(fresh);
  if (response.status === 401) {
    context.events.emit({ type: 'unauthorized', area: context.area, url: request.url });
  }
}

export async function normaliseErrorResponse(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the best message there is.
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(normaliseErrorBody(response.status, body, response.statusText)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function networkError(): ApiError {
  return new ApiError({ code: NO_RESPONSE_CODE, message: NETWORK_ERROR_MESSAGE, description: '' });
}

/**
 * Bearer token and XSRF header on the way out; XSRF refresh, 401 event and `{code, message, description}`
 * error bodies on the way back. A failure with no response becomes `Network Error.` unless the caller
 * cancelled, which stays an AbortError so query libraries recognise it.
 */
export function sessionMiddleware(context: SessionContext): Middleware {
  return {
    onRequest({ request }) {
      applySessionHeaders(request.headers, context);
      return sessionEndedResponse(request, context) ?? request;
    },
    async onResponse({ request, response }) {
      observeResponse(request, response, context);
      return response.ok ? response : normaliseErrorResponse(response);
    },
    onError({ request }) {
      if (request.signal.aborted) return undefined;
      return networkError();
    },
  };
}
