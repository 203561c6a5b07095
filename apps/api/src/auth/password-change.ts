import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import type { Authenticated } from './auth.plugin';
import { hashPassword, verifyPassword } from './password-hash';
import { newPasswordProblem } from './password-policy';
import { revokeUserSessions } from './session-store';
import type { Area } from './session-token';

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_CHANGED = 'Password changed successfully';

/**
 * Checks the current password and the password rules, stores the new hash, ends the e-mailed-password restriction
 * and revokes the user's other sessions in every area (this session stays, so the screen can go on).
 */
export async function changePassword(
  context: AuthContext,
  { user, session }: Authenticated,
  input: PasswordChangeInput,
  area: Area,
  ip: string | null,
): Promise<void> {
  const now = context.now();
  const fail = async (message: string) => {
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'PASSWORD_CHANGE',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: message },
    });
    return new ApiFailure(400, ERROR_CODES.passwordRule, message);
  };
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw await fail('Current password is incorrect');
  }
  const problem = newPasswordProblem({ ...input, email: user.email });
  if (problem) throw await fail(problem);
  if (input.newPassword === input.oldPassword) {
    throw await fail('New password must be different from the current password');
  }
  await context.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      enforcePasswordChange: false,
      passwordChangedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(context.db, user.id, 'password-change', now, session.id);
  await audit(context.db, {
    area,
    actor: user.id,
    action: 'PASSWORD_CHANGE',
    outcome: 'SUCCESS',
    ip,
    at: now,
    details: { wasEnforced: user.enforcePasswordChange },
  });
}
