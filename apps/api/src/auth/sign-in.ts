import { and, eq, gt, sql } from 'drizzle-orm';
import { signInFailures, signInLocks, users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import type { UserRow } from './auth.plugin';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { createChallenge, confirmedFactor, secondFactorRequired } from './second-factor';
import { createSession } from './session-store';
import { noteSourceFailures } from './source-failure-peak';
import { recordSourceEvent, sourceEventsInWindow } from './source-window';
import type { Area } from './session-token';
import { sendUnlockLink } from './unlock-link';

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

export type Gate =
  | { kind: 'locked'; user: UserRow | undefined; lockedUntil: Date }
  | { kind: 'evaluate'; user: UserRow | undefined; attempt: number; locksIfWrong: Date | null };

/**
 * Before any password is checked, under a per-e-mail transaction lock: refuse while locked, else count the attempts
 * of the window and reserve this one. The attempt that reaches the limit locks at once (the lock is lifted again if
 * its password is right), so however many guesses arrive together, at most five are ever evaluated.
 */
export async function admitAttempt(
  context: AuthContext,
  realm: Realm,
  email: string,
  ip: string | null,
  now: Date,
): Promise<Gate> {
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${realm}:${email}`}, 0))`);
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.realm, realm), sql`lower(${users.email}) = ${email}`));
    const [emailLock] = await tx
      .select()
      .from(signInLocks)
      .where(and(eq(signInLocks.realm, realm), eq(signInLocks.email, email)));
    const lockedUntil = user ? user.lockedUntil : (emailLock?.lockedUntil ?? null);
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) return { kind: 'locked', user, lockedUntil };
    const windowStart = new Date(now.getTime() - AUTH_LIMITS.failureWindowMs);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.realm, realm),
          eq(signInFailures.email, email),
          gt(signInFailures.at, windowStart),
        ),
      );
    const attempt = (counted?.n ?? 0) + 1;
    await tx.insert(signInFailures).values({ realm, email, userId: user?.id ?? null, at: now, ip });
    let locksIfWrong: Date | null = null;
    if (attempt >= AUTH_LIMITS.failedSignInsToLock) {
      locksIfWrong = new Date(now.getTime() + AUTH_LIMITS.lockMs);
      await setLock(tx, realm, email, user, locksIfWrong);
    }
    return { kind: 'evaluate', user, attempt, locksIfWrong };
  });
}

type Tx = Parameters<Parameters<AuthContext['db']['transaction']>[0]>[0];

export async function setLock(
  db: AuthContext['db'] | Tx,
  realm: Realm,
  email: string,
  user: UserRow | undefined,
  lockedUntil: Date | null,
): Promise<void> {
  if (user) {
    await db.update(users).set({ lockedUntil }).where(eq(users.id, user.id));
  } else if (lockedUntil) {
    await db
      .insert(signInLocks)
      .values({ realm, email, lockedUntil })
      .onConflictDoUpdate({ target: [signInLocks.realm, signInLocks.email], set: { lockedUntil } });
  }
}

export async function clearFailures(context: AuthContext, realm: Realm, email: string): Promise<void> {
  await context.db
    .delete(signInFailures)
    .where(and(eq(signInFailures.realm, realm), eq(signInFailures.email, email)));
}

/**
 * E-mail and password sign-in with the CJIS lockout: five failures within 15 minutes lock the account for 30
 * minutes; while locked even the right password is refused. An e-mail that matches no account is counted, locked
 * and answered exactly like an account with a wrong password, so the answers never tell whether an account exists.
 * Every outcome is audited.
 */
export type SignInOutcome =
  | { kind: 'session'; token: string; user: UserRow }
  | { kind: 'challenge'; challengeToken: string; enrolmentRequired: boolean; user: UserRow };

/**
 * The wait before an attempt from this source is evaluated: none below 20 failures from it within 15 minutes
 * (across every account), then 1 s doubling with each further failure, at most 30 s. Only failures count.
 */
export async function sourceDelayMs(context: AuthContext, source: string | null, now: Date): Promise<number> {
  return delayAfter(await sourceFailuresInWindow(context, source, now));
}

async function sourceFailuresInWindow(
  context: AuthContext,
  source: string | null,
  now: Date,
): Promise<number> {
  return sourceEventsInWindow(context.db, source, now, AUTH_LIMITS.failureWindowMs);
}

function delayAfter(failures: number): number {
  const over = failures - AUTH_LIMITS.sourceFailuresToSlow;
  if (over < 0) return 0;
  return Math.min(AUTH_LIMITS.sourceBaseDelayMs * 2 ** Math.min(over, 16), AUTH_LIMITS.sourceMaxDelayMs);
}

/** Records a failure; `before` is the source's count when the attempt began (for the test run's peak). */
async function recordSourceFailure(context: AuthContext, source: string | null, now: Date, before: number) {
  if (!source) return;
  noteSourceFailures(before + 1);
  await recordSourceEvent(context.db, source, now, AUTH_LIMITS.failureWindowMs);
}

export async function signIn(
  context: AuthContext,
  { realm, area, email: typedEmail, password, ip }: SignInInput,
): Promise<SignInOutcome> {
  const sourceFailures = await sourceFailuresInWindow(context, ip, context.now());
  const delay = delayAfter(sourceFailures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const now = context.now();
  const email = typedEmail.toLowerCase();
  const gate = await admitAttempt(context, realm, email, ip, now);
  const actor = gate.user?.id ?? typedEmail;
  if (gate.kind === 'locked') {
    await audit(context.db, {
      area,
      actor,
      action: 'SIGN_IN',
      outcome: 'DENIED',
      ip,
      at: now,
      details: { reason: 'locked', lockedUntil: gate.lockedUntil.toISOString() },
    });
    throw lockedFailure(gate.lockedUntil);
  }
  const { user, attempt, locksIfWrong } = gate;
  const passwordRight = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordRight) {
    await recordSourceFailure(context, ip, now, sourceFailures);
    await audit(context.db, {
      area,
      actor,
      action: 'SIGN_IN',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: user ? 'wrong-password' : 'unknown-email', failuresInWindow: attempt },
    });
    if (locksIfWrong) {
      // The lock itself answers the next attempts; a fresh window starts when it ends.
      await clearFailures(context, realm, email);
      await audit(context.db, {
        area,
        actor,
        action: 'ACCOUNT_LOCKED',
        outcome: 'SUCCESS',
        ip,
        at: now,
        details: { lockedUntil: locksIfWrong.toISOString(), failures: attempt },
      });
      // The owner can lift the lock at once from the e-mailed link; an unknown e-mail has nobody to tell.
      if (user?.active) await sendUnlockLink(context, { user, area, lockedUntil: locksIfWrong });
      throw lockedFailure(locksIfWrong);
    }
    const left = AUTH_LIMITS.failedSignInsToLock - attempt;
    throw new ApiFailure(
      401,
      ERROR_CODES.invalidCredentials,
      INVALID_CREDENTIALS,
      `${left} attempt${left === 1 ? '' : 's'} left before the account is locked`,
    );
  }
  // The right password: this attempt was no failure, and a lock it provisionally set is lifted.
  await clearFailures(context, realm, email);
  if (user.lockedUntil || locksIfWrong) await setLock(context.db, realm, email, user, null);
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
  // A user with a second factor, or one a setting requires it of, gets a challenge instead of a session.
  const factor = await confirmedFactor(context.db, user.id);
  if (factor || (await secondFactorRequired(context.db, user))) {
    const challengeToken = await createChallenge(
      context.db,
      user.id,
      area as 'system' | 'user-portal',
      ip,
      now,
    );
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SIGN_IN_PASSWORD_ACCEPTED',
      outcome: 'SUCCESS',
      ip,
      at: now,
      details: { secondFactor: factor ? 'code-required' : 'enrolment-required' },
    });
    return { kind: 'challenge', challengeToken, enrolmentRequired: !factor, user };
  }
  const token = await completeSignIn(context, user, area, ip, null);
  return { kind: 'session', token, user };
}

/** The last step of every sign-in: the session, the time of last use (inactivity) and the audit row. */
export async function completeSignIn(
  context: AuthContext,
  user: UserRow,
  area: Area,
  ip: string | null,
  secondFactor: 'totp' | 'recovery' | 'enrolment' | null,
): Promise<string> {
  const now = context.now();
  const token = await createSession(context, {
    userId: user.id,
    area,
    ip,
    secondFactorAt: secondFactor ? now : null,
  });
  await context.db
    .update(users)
    .set({ lastSignInAt: now, disabledReason: null })
    .where(eq(users.id, user.id));
  await audit(context.db, {
    area,
    actor: user.id,
    action: 'SIGN_IN',
    outcome: 'SUCCESS',
    ip,
    at: now,
    details: {
      enforcePasswordChange: user.enforcePasswordChange,
      ...(secondFactor ? { secondFactor } : {}),
    },
  });
  return token;
}
