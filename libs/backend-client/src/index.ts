export type { paths, components, operations } from './generated/backend';
export { AREA_PREFIX, type AreaPaths, type BackendArea } from './areas';
export { ApiError, isApiError, normaliseErrorBody, type ApiErrorBody } from './api-error';
export {
  createBackendClient,
  createPartnerClient,
  createSystemClient,
  createUserPortalClient,
  type BackendClient,
  type BackendClientOptions,
} from './create-backend-client';
export {
  downloadFile,
  downloadImage,
  downloadPdf,
  downloadWithProgress,
  type DownloadProgress,
  type StreamedDownload,
} from './downloads';
export {
  DOWNLOAD_FAILED_MESSAGE,
  IMAGE_DOWNLOAD_FAILED_MESSAGE,
  IMAGE_URL_NOT_FOUND_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_RESPONSE_CODE,
  NOT_FOUND_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from './messages';
export { createMemoryXsrfStorage, XSRF_HEADER, type SessionStore, type XsrfStorage } from './session';
export { toFormData } from './to-form-data';
export {
  createUnauthorizedEvents,
  type UnauthorizedEvent,
  type UnauthorizedEvents,
  type UnauthorizedListener,
} from './unauthorized-events';
export { unwrap, type CallResult } from './unwrap';
export type { Schemas } from './schemas';
