import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, signInFailures, users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import { hashPassword } from './password-hash';
import { newPasswordProblem } from './password-policy';
import { revokeUserSessions } from './session-store';
import type { Area } from './session-token';
import { findUserByEmail, type Realm } from './sign-in';
import { fullName } from './user-display';

export const RESET_REQUESTED =
  'If the email belongs to an account, a link to reset the password has been sent to it. The link is valid for 30 minutes';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one';
export const PASSWORD_RESET = 'Password reset successfully. Please login with your new password';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The web app's reset page; `area` tells it which area's authorize call takes the token. */
export function resetLink(publicUrl: string, area: Area, token: string): string {
  return `${publicUrl}/auth/reset-password?area=${area}&token=${encodeURIComponent(token)}`;
}

/**
 * E-mails a one-time link valid 30 minutes; earlier unused links of the user stop working. The answer is the same
 * whether or not the e-mail belongs to an account, so the call cannot be used to find accounts.
 */
export async function requestPasswordReset(
  context: AuthContext,
  { realm, area, email, ip }: { realm: Realm; area: Area; email: string; ip: string | null },
): Promise<void> {
  const now = context.now();
  const user = await findUserByEmail(context, realm, email);
  if (!user || !user.active) {
    await audit(context.db, {
      area,
      actor: email,
      action: 'PASSWORD_RESET_REQUEST',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: user ? 'inactive' : 'unknown-email' },
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await context.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await context.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetLinkMs),
  });
  const link = resetLink(context.publicUrl, area, token);
  await context.mailer.send({
    to: user.email,
    subject: 'Ridgeline password reset',
    text:
      `Hello ${fullName(user)},\n\n` +
      `Someone asked to reset the password of your Ridgeline account. Open this link within 30 minutes to choose ` +
      `a new password:\n\n${link}\n\n` +
      `The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
  });
  await audit(context.db, {
    area,
    actor: user.id,
    action: 'PASSWORD_RESET_REQUEST',
    outcome: 'SUCCESS',
    ip,
    at: now,
  });
}

/** Sets the new password from an e-mailed link; ends the lock, the e-mailed-password restriction and all sessions. */
export async function authorizePasswordReset(
  context: AuthContext,
  {
    realm,
    area,
    token,
    newPassword,
    confirmPassword,
    ip,
  }: {
    realm: Realm;
    area: Area;
    token: string;
    newPassword: string;
    confirmPassword: string;
    ip: string | null;
  },
): Promise<void> {
  const now = context.now();
  const [row] = await context.db
    .select({ reset: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        eq(users.realm, realm),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!row) {
    await audit(context.db, { area, actor: null, action: 'PASSWORD_RESET', outcome: 'FAILURE', ip, at: now });
    throw new ApiFailure(400, ERROR_CODES.resetLink, RESET_LINK_INVALID);
  }
  const problem = newPasswordProblem({ newPassword, confirmPassword, email: row.user.email });
  if (problem) throw new ApiFailure(400, ERROR_CODES.passwordRule, problem);
  await context.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      enforcePasswordChange: false,
      passwordChangedAt: now,
      lockedUntil: null,
    })
    .where(eq(users.id, row.user.id));
  await context.db
    .delete(signInFailures)
    .where(and(eq(signInFailures.realm, realm), eq(signInFailures.email, row.user.email.toLowerCase())));
  await context.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(eq(passwordResetTokens.id, row.reset.id));
  await revokeUserSessions(context.db, row.user.id, 'password-reset', now);
  await audit(context.db, {
    area,
    actor: row.user.id,
    action: 'PASSWORD_RESET',
    outcome: 'SUCCESS',
    ip,
    at: now,
  });
}
