import * as v from 'valibot';
import { requiredWithMessage } from './field-builders';

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Code is a required field',
  codeFormat: 'Enter the 6 digits of your authenticator app, or a recovery code (XXXXX-XXXXX)',
  totpFormat: 'Enter the 6 digits your authenticator app shows',
  passwordRequired: 'Password is a required field',
} as const;

/** A 6-digit authenticator code, or a recovery code typed with or without its dash, in any case. */
export function isSecondFactorCode(value: string): boolean {
  const typed = value.replace(/\s/g, '');
  return /^\d{6}$/.test(typed) || /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(typed);
}

/** The second step of a sign-in: either kind of code. */
export const secondFactorCodeSchema = v.object({
  code: v.pipe(
    requiredWithMessage(SECOND_FACTOR_MESSAGES.codeRequired),
    v.check(isSecondFactorCode, SECOND_FACTOR_MESSAGES.codeFormat),
  ),
});
export type SecondFactorCodeInput = v.InferOutput<typeof secondFactorCodeSchema>;

/** Confirming a new authenticator entry: its current 6-digit code. */
export const totpCodeSchema = v.object({
  code: v.pipe(
    requiredWithMessage(SECOND_FACTOR_MESSAGES.codeRequired),
    v.check((value: string) => /^\d{6}$/.test(value.replace(/\s/g, '')), SECOND_FACTOR_MESSAGES.totpFormat),
  ),
});
export type TotpCodeInput = v.InferOutput<typeof totpCodeSchema>;

/** Turning the second factor off asks for the password. */
export const passwordConfirmationSchema = v.object({
  password: requiredWithMessage(SECOND_FACTOR_MESSAGES.passwordRequired),
});
export type PasswordConfirmationInput = v.InferOutput<typeof passwordConfirmationSchema>;
