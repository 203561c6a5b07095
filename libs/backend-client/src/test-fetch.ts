import { createPartnerClient } from './create-backend-client';
import { createMemoryXsrfStorage } from './session';
import { createUnauthorizedEvents } from './unauthorized-events';

/** A fetch double that records requests and answers from a handler; no network in the client tests. */
export interface RecordingFetch {
  fetch: typeof globalThis.fetch;
  requests: Request[];
}

export function recordingFetch(handler: (request: Request) => Response | Promise<Response>): RecordingFetch {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });

export const failingFetch = (): typeof globalThis.fetch => async () => {
  throw new TypeError('fetch failed');
};

/** Never answers; rejects like fetch does once the request's signal aborts (or at once if it already has). */
export const hangUntilAborted = (request: Request): Promise<Response> =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

/** A partner-area client on `http://api.test` with the token `partner-token`, answering through `fetch`. */
export function testPartnerClient(fetch: typeof globalThis.fetch) {
  return createPartnerClient({
    baseUrl: 'http://api.test',
    session: { getToken: () => 'partner-token' },
    xsrf: createMemoryXsrfStorage(),
    events: createUnauthorizedEvents(),
    fetch,
  });
}
