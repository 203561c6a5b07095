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

/** How far a streamed download has come: `total` is null when the server did not say how long the body is. */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

export interface StreamedDownload {
  blob: Blob;
  /** The name the server gave in Content-Disposition, if any. */
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return '';
  }
}

/**
 * Downloads a file of the API (a relative path, sent with the session's headers) and reads its body chunk by
 * chunk, reporting progress after each one, so a screen can show a progress bar while a large PDF or EFT file
 * arrives. Every failure (no response, a refusal, a body cut short or empty) is `Download failed` with the
 * cause in the description; cancellation stays an AbortError. `init` sends a request other than a GET (a report's
 * search as a POST body); `onChunk` sees each chunk before its progress is reported (a report counts its rows).
 */
export async function downloadWithProgress(
  client: UrlFetcher,
  url: string,
  options: {
    onProgress?: (progress: DownloadProgress) => void;
    onChunk?: (chunk: Uint8Array) => void;
    signal?: AbortSignal;
    init?: RequestInit;
  } = {},
): Promise<StreamedDownload> {
  const { onProgress, onChunk, signal, init } = options;
  let response: Response;
  try {
    response = await client.fetchUrl(
      url,
      init || signal ? { ...init, ...(signal ? { signal } : {}) } : undefined,
    );
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw failure(DOWNLOAD_FAILED_MESSAGE, NO_RESPONSE_CODE, error);
  }
  if (!response.ok) {
    throw failure(DOWNLOAD_FAILED_MESSAGE, response.status, await errorBody(response));
  }
  // A compressed body's Content-Length counts the compressed bytes, not the ones the reader sees.
  const encoding = response.headers.get('content-encoding');
  const length = encoding && encoding !== 'identity' ? NaN : Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        onChunk?.(value);
        loaded += value.byteLength;
        onProgress?.({ loaded, total });
      }
    } else {
      const bytes = new Uint8Array(await response.arrayBuffer());
      chunks.push(bytes);
      onChunk?.(bytes);
      loaded = bytes.byteLength;
      onProgress?.({ loaded, total });
    }
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw failure(DOWNLOAD_FAILED_MESSAGE, response.status, error);
  }
  if (loaded === 0) {
    throw new ApiError({
      code: response.status,
      message: DOWNLOAD_FAILED_MESSAGE,
      description: 'The file is empty',
    });
  }
  if (total !== null && loaded !== total) {
    throw new ApiError({
      code: response.status,
      message: DOWNLOAD_FAILED_MESSAGE,
      description: `The download stopped after ${loaded} of ${total} bytes`,
    });
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}
