import * as v from 'valibot';
import { emailField, requiredString, requiredWithMessage } from './field-builders';
import { PASSWORD_MESSAGES } from './messages';

const matches = (input: { newPassword: string; confirmPassword: string }): boolean =>
  input.newPassword === input.confirmPassword;

// The mismatch check runs only once both passwords are present, so an empty confirmation reports
// "Password is required" and not a mismatch.
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: requiredWithMessage(PASSWORD_MESSAGES.currentRequired),
    newPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
    confirmPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
  }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], matches, PASSWORD_MESSAGES.mismatch), [
    'confirmPassword',
  ]),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

/** The forgot-password reset: the e-mailed token replaces the current password. */
export const resetPasswordSchema = v.pipe(
  v.object({
    token: requiredString('Token'),
    newPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
    confirmPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
  }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], matches, PASSWORD_MESSAGES.mismatch), [
    'confirmPassword',
  ]),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

export const signInSchema = v.object({
  email: emailField('Email'),
  password: requiredString('Password'),
});
export type SignInInput = v.InferOutput<typeof signInSchema>;

export const forgotPasswordSchema = v.object({
  email: emailField('Email'),
});
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;
