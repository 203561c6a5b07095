import {
  ApiError,
  DOWNLOAD_FAILED_MESSAGE,
  NO_RESPONSE_CODE,
  isApiError,
  normaliseErrorBody,
  type CallResult,
} from '@ridgeline/backend-client';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Line breaks seen so far: a CSV's rows plus its heading (quoted line breaks inside cells count too). */
  lines: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const NEWLINE = 10;
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function failed(code: number, cause: unknown): ApiError {
  const description = isApiError(cause)
    ? cause.description || cause.message
    : cause instanceof Error
      ? cause.message
      : '';
  return new ApiError({ code, message: DOWNLOAD_FAILED_MESSAGE, description });
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Reads a streamed download (`parseAs: 'stream'`) chunk by chunk, reporting progress as it goes. Every failure —
 * an error answer, no answer, or a stream the server cut short — is `Download failed` (spec §8) with the cause as
 * its description; cancelling stays an AbortError.
 */
export async function readDownload(
  call: Promise<CallResult<ReadableStream<Uint8Array>>>,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  let result: CallResult<ReadableStream<Uint8Array>>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw failed(isApiError(error) ? error.code : NO_RESPONSE_CODE, error);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined || !data) {
    throw failed(
      response.status,
      new ApiError(normaliseErrorBody(response.status, error, response.statusText)),
    );
  }
  const reader = data.getReader();
  const chunks: Uint8Array[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      for (let i = 0; i < value.length; i += 1) if (value[i] === NEWLINE) progress.lines += 1;
      onProgress({ ...progress });
    }
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw failed(response.status, cause);
  }
  if (progress.bytes === 0) throw failed(response.status, new Error('The file is empty'));
  return {
    blob: new Blob(chunks as BlobPart[], {
      type: response.headers.get('content-type') ?? 'application/octet-stream',
    }),
    fileName: fileNameOf(response, fallbackName),
  };
}
