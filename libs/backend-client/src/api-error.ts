import { NOT_FOUND_MESSAGE } from './messages';

/** The error body of every failed backend call, as the screens read it. */
export interface ApiErrorBody {
  code: number;
  message: string;
  description: string;
}

export class ApiError extends Error implements ApiErrorBody {
  readonly code: number;
  readonly description: string;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.description = body.description;
  }

  toJSON(): ApiErrorBody {
    return { code: this.code, message: this.message, description: this.description };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Builds `{code, message, description}` from whatever a failed response carried: the server's own body when
 * it has a message, otherwise the status. A 404 always reads `System Error!` (spec section 8), keeping the
 * server's words in the description.
 */
export function normaliseErrorBody(status: number, body: unknown, statusText = ''): ApiErrorBody {
  const server = isRecord(body) ? body : {};
  const serverMessage =
    typeof server['message'] === 'string' && server['message'] !== '' ? server['message'] : null;
  const code = typeof server['code'] === 'number' ? server['code'] : status;
  const description = typeof server['description'] === 'string' ? server['description'] : '';
  if (status === 404) {
    return { code, message: NOT_FOUND_MESSAGE, description: description || serverMessage || '' };
  }
  const fallback = typeof body === 'string' && body.trim() !== '' ? body.trim() : statusText;
  return {
    code,
    message: serverMessage ?? (fallback || `Request failed with status code ${status}`),
    description,
  };
}
