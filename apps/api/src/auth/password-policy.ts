import { readFileSync } from 'node:fs';
import { AUTH_LIMITS } from './auth-limits';

let commonPasswords: Set<string> | undefined;

/** Well-known breached and guessable passwords, compared without case (see common-passwords.txt). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
  /** The account's e-mail: neither it nor its local part may be the password. */
  email: string;
}

/**
 * NIST SP 800-63B / ASVS 5 password rules: length 8 to 128 counted in characters, no composition rules, not on
 * the common-password list, not the account's own e-mail. Returns the message to show, or null when it passes.
 */
export function newPasswordProblem({ newPassword, confirmPassword, email }: NewPassword): string | null {
  const length = [...newPassword].length;
  if (length < AUTH_LIMITS.passwordMinLength) {
    return `Password must be at least ${AUTH_LIMITS.passwordMinLength} characters`;
  }
  if (length > AUTH_LIMITS.passwordMaxLength) {
    return `Password must be at most ${AUTH_LIMITS.passwordMaxLength} characters`;
  }
  if (newPassword !== confirmPassword) return 'Passwords must match';
  if (isCommonPassword(newPassword)) {
    return 'This password is too common and easy to guess. Please choose another';
  }
  const lowered = newPassword.toLowerCase();
  const mail = email.toLowerCase();
  if (lowered === mail || lowered === mail.split('@')[0]) {
    return 'Password must not be your email address';
  }
  return null;
}
