/** Messages of spec section 8 that the backend client produces itself. */
export const NETWORK_ERROR_MESSAGE = 'Network Error.';
export const NOT_FOUND_MESSAGE = 'System Error!';
export const DOWNLOAD_FAILED_MESSAGE = 'Download failed';
export const IMAGE_URL_NOT_FOUND_MESSAGE = 'Image URL not found';
export const IMAGE_DOWNLOAD_FAILED_MESSAGE = 'Failed to download image';

/** Code of an error built on the client when no response arrived. */
export const NO_RESPONSE_CODE = 0;
