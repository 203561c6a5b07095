// Wording follows the generic messages of spec section 5, which later forms reuse with their own labels.
export const requiredMessage = (path: string): string => `${path} is a required field`;
export const minLengthMessage = (path: string, min: number): string =>
  `${path} must be at least ${min} characters`;
export const maxLengthMessage = (path: string, max: number): string =>
  `${path} must be at most ${max} characters`;
export const emailMessage = (path: string): string => `${path} must be a valid email`;
export const urlMessage = (path: string): string => `${path} must be a valid URL`;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current Password is required',
  required: 'Password is required',
  mismatch: 'Passwords must match',
} as const;
