/** Messages of spec section 8 for the device agent. */
export const REQUEST_CANCELED_MESSAGE = 'Request was canceled.';
export const DEVICE_CONNECTION_MESSAGE = 'Please check your device connection.';
/** The agent's own message for a finger that does not match the one asked for; passed through as is. */
export const INVALID_FINGER_MESSAGE = 'Invalid finger';

/** The bare constant the spec names beside the cancel message; the code of a cancelled call. */
export const CANCELED = 'canceled';
/** Code of a call that failed for want of the device (no answer, or HTTP 5xx). */
export const DEVICE_CONNECTION = 'DEVICE_CONNECTION';

export const DEFAULT_AGENT_URL = 'http://localhost:8080';
