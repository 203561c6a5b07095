/** A fetch double that records requests and answers from a handler; no network in the client tests. */
export function recordingFetch(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Never answers; rejects like fetch does once the request's signal aborts (or at once if it already has). */
export const hangUntilAborted = (request: Request): Promise<Response> =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });
