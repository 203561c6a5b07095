import type { Middleware } from 'openapi-fetch';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One `Idempotency-Key` per form submission (issue 25): every POST gets a fresh key, except the same submission
 * sent again (same path and body) while the earlier one got no answer: a double click while it is on its way, or
 * a retry after a network error. That one carries the earlier key, so the server makes one record and answers
 * both with the first answer. Once an answer (any status) has arrived the submission is over and the next one
 * gets a new key. The server reads the header on its creating operations only (`x-idempotent` in openapi/).
 */
export function idempotencyMiddleware(newKey: () => string = () => crypto.randomUUID()): Middleware {
  /** Submission (method, URL, body) -> its key, while no answer has come. */
  const unanswered = new Map<string, string>();
  /** openapi-fetch's request id -> its submission. */
  const submissionOf = new Map<string, string>();
  return {
    async onRequest({ request, id }) {
      if (request.method !== 'POST' || request.headers.has(IDEMPOTENCY_HEADER)) return request;
      const submission = `${request.url}\n${await request.clone().text()}`;
      const key = unanswered.get(submission) ?? newKey();
      unanswered.set(submission, key);
      submissionOf.set(id, submission);
      request.headers.set(IDEMPOTENCY_HEADER, key);
      return request;
    },
    onResponse({ id }) {
      const submission = submissionOf.get(id);
      submissionOf.delete(id);
      if (submission !== undefined) unanswered.delete(submission);
      return undefined;
    },
    onError({ id }) {
      // No answer: keep the key for the retry of this submission.
      submissionOf.delete(id);
      return undefined;
    },
  };
}
