import { and, eq, gt, sql } from 'drizzle-orm';
import { signInFailures, users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import type { UserRow } from './auth.plugin';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { createSession } from './session-store';
import type { Area } from './session-token';

export type Realm = 'system' | 'portal';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** `2026-11-26 00:30 UTC`: the lock message is read by people in any time zone. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function lockedFailure(lockedUntil: Date): ApiFailure {
  return new ApiFailure(
    403,
    ERROR_CODES.accountLocked,
    `Your account is locked after ${AUTH_LIMITS.failedSignInsToLock} failed sign-in attempts. ` +
      `Try again after ${utcMinute(lockedUntil)}`,
    lockedUntil.toISOString(),
  );
}

export async function findUserByEmail(context: AuthContext, realm: Realm, email: string) {
  const [user] = await context.db
    .select()
    .from(users)
    .where(and(eq(users.realm, realm), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return user;
}

export interface SignInInput {
  realm: Realm;
  area: Area;
  email: string;
  password: string;
  ip: string | null;
}

/**
 * E-mail and password sign-in with the CJIS lockout: five failures within 15 minutes lock the account for 30
 * minutes; while locked even the right password is refused. Every outcome is audited.
 */
export async function signIn(
  context: AuthContext,
  { realm, area, email, password, ip }: SignInInput,
): Promise<{ token: string; user: UserRow }> {
  const now = context.now();
  const user = await findUserByEmail(context, realm, email);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    await audit(context.db, {
      area,
      actor: email,
      action: 'SIGN_IN',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: 'unknown-email' },
    });
    throw new ApiFailure(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SIGN_IN',
      outcome: 'DENIED',
      ip,
      at: now,
      details: { reason: 'locked', lockedUntil: user.lockedUntil.toISOString() },
    });
    throw lockedFailure(user.lockedUntil);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await context.db.insert(signInFailures).values({ userId: user.id, at: now, ip });
    const windowStart = new Date(now.getTime() - AUTH_LIMITS.failureWindowMs);
    const [counted] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(and(eq(signInFailures.userId, user.id), gt(signInFailures.at, windowStart)));
    const failures = counted?.n ?? 0;
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SIGN_IN',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: 'wrong-password', failuresInWindow: failures },
    });
    if (failures >= AUTH_LIMITS.failedSignInsToLock) {
      const lockedUntil = new Date(now.getTime() + AUTH_LIMITS.lockMs);
      await context.db.update(users).set({ lockedUntil }).where(eq(users.id, user.id));
      // The lock itself answers the next attempts; a fresh window starts when it ends.
      await context.db.delete(signInFailures).where(eq(signInFailures.userId, user.id));
      await audit(context.db, {
        area,
        actor: user.id,
        action: 'ACCOUNT_LOCKED',
        outcome: 'SUCCESS',
        ip,
        at: now,
        details: { lockedUntil: lockedUntil.toISOString(), failures },
      });
      throw lockedFailure(lockedUntil);
    }
    const left = AUTH_LIMITS.failedSignInsToLock - failures;
    throw new ApiFailure(
      401,
      ERROR_CODES.invalidCredentials,
      INVALID_CREDENTIALS,
      `${left} attempt${left === 1 ? '' : 's'} left before the account is locked`,
    );
  }
  if (!user.active) {
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SIGN_IN',
      outcome: 'DENIED',
      ip,
      at: now,
      details: { reason: 'inactive' },
    });
    throw new ApiFailure(
      403,
      ERROR_CODES.noAccess,
      'This account is inactive. Please contact your administrator',
    );
  }
  await context.db.delete(signInFailures).where(eq(signInFailures.userId, user.id));
  if (user.lockedUntil)
    await context.db.update(users).set({ lockedUntil: null }).where(eq(users.id, user.id));
  const token = await createSession(context, { userId: user.id, area, ip });
  await audit(context.db, {
    area,
    actor: user.id,
    action: 'SIGN_IN',
    outcome: 'SUCCESS',
    ip,
    at: now,
    details: { enforcePasswordChange: user.enforcePasswordChange },
  });
  return { token, user };
}
