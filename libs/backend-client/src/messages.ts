/** Messages of spec section 8 that the backend client produces itself. */
export const NETWORK_ERROR_MESSAGE = 'Network Error.';
export const NOT_FOUND_MESSAGE = 'System Error!';
export const DOWNLOAD_FAILED_MESSAGE = 'Download failed';
export const IMAGE_URL_NOT_FOUND_MESSAGE = 'Image URL not found';
export const IMAGE_DOWNLOAD_FAILED_MESSAGE = 'Failed to download image';
/** A call of a client whose every call needs a session, made after the session ended; nothing was sent. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Code of an error built on the client when no response arrived. */
export const NO_RESPONSE_CODE = 0;
