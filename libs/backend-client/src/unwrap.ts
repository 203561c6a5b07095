import { ApiError, normaliseErrorBody } from './api-error';

export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Resolves to the body of a successful call and throws an ApiError otherwise, so query libraries see one
 * failure path. A call without a response already rejects with an ApiError (`Network Error.`).
 */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) {
    throw new ApiError(normaliseErrorBody(response.status, error, response.statusText));
  }
  // Every success of the contract has a body; undefined only reaches a caller of a 204 it did not expect.
  return data as T;
}
