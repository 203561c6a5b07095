import { ApiError, isApiError } from './api-error';
import type { BackendArea } from './areas';
import type { BackendClient } from './create-backend-client';
import {
  DOWNLOAD_FAILED_MESSAGE,
  IMAGE_DOWNLOAD_FAILED_MESSAGE,
  IMAGE_URL_NOT_FOUND_MESSAGE,
  NO_RESPONSE_CODE,
} from './messages';
import type { CallResult } from './unwrap';

type UrlFetcher = Pick<BackendClient<BackendArea>, 'fetchUrl'>;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function describe(error: unknown): string {
  if (isApiError(error)) return error.description || error.message;
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return '';
}

function failure(message: string, code: number, cause: unknown): ApiError {
  return new ApiError({ code, message, description: describe(cause) });
}

/**
 * Awaits a binary call of the contract (`parseAs: 'blob'`) and returns its Blob; any failure, including an
 * empty body, becomes `Download failed`. Cancellation stays an AbortError.
 *
 * `downloadPdf(client.GET('/partner/v1/biometrics/identity-history-summary/{id}', { params, parseAs: 'blob' }))`
 */
export async function downloadPdf(call: Promise<CallResult<Blob>>): Promise<Blob> {
  let result: CallResult<Blob>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw failure(DOWNLOAD_FAILED_MESSAGE, isApiError(error) ? error.code : NO_RESPONSE_CODE, error);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined || !(data instanceof Blob) || data.size === 0) {
    throw failure(DOWNLOAD_FAILED_MESSAGE, response.status, error);
  }
  return data;
}

async function downloadUrl(
  client: UrlFetcher,
  url: string | null | undefined,
  messages: { missing: string; failed: string },
  init?: RequestInit,
): Promise<Blob> {
  if (!url || url.trim() === '') {
    throw new ApiError({ code: NO_RESPONSE_CODE, message: messages.missing, description: '' });
  }
  let response: Response;
  try {
    response = await client.fetchUrl(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw failure(messages.failed, NO_RESPONSE_CODE, error);
  }
  if (!response.ok) throw failure(messages.failed, response.status, response.statusText);
  try {
    return await response.blob();
  } catch (error) {
    throw failure(messages.failed, response.status, error);
  }
}

/** Downloads an image from the URL an entity carries: `Image URL not found`, `Failed to download image`. */
export function downloadImage(
  client: UrlFetcher,
  url: string | null | undefined,
  init?: RequestInit,
): Promise<Blob> {
  return downloadUrl(
    client,
    url,
    { missing: IMAGE_URL_NOT_FOUND_MESSAGE, failed: IMAGE_DOWNLOAD_FAILED_MESSAGE },
    init,
  );
}

/** Downloads any other supplied file (EFT files): `Download failed` when absent or failing. */
export function downloadFile(
  client: UrlFetcher,
  url: string | null | undefined,
  init?: RequestInit,
): Promise<Blob> {
  return downloadUrl(
    client,
    url,
    { missing: DOWNLOAD_FAILED_MESSAGE, failed: DOWNLOAD_FAILED_MESSAGE },
    init,
  );
}
