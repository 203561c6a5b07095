/** Spec §8. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired due to inactivity. Please login again';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
