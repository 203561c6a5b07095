import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_LIMITS } from './auth-limits';

let commonPasswords: Set<string> | undefined;

/**
 * The form a password is compared in: Unicode compatibility forms folded (NFKC: full-width letters, ligatures),
 * lower case, and no white space anywhere, so `Password1 ` and `pass word1` are the listed `password1`.
 */
export function normalisedPassword(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * Well-known breached and guessable passwords: the ~49,000 of zxcvbn-ts's maintained common-password list plus
 * our own (common-passwords.txt: product and place names people here would try). A password matches when its
 * normalised form, or that form without the symbols around it (`password1!`), is on the list.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    [
      ...dictionary['passwords-common'],
      ...readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n'),
    ]
      .map(normalisedPassword)
      .filter(Boolean),
  );
  const normalised = normalisedPassword(password);
  const core = normalised.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return commonPasswords.has(normalised) || commonPasswords.has(core);
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
