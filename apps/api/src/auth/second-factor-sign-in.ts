import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import type { UserRow } from './auth.plugin';
import {
  acceptCode,
  confirmEnrolment,
  confirmedFactor,
  endChallenges,
  liveChallenge,
  spendChallenge,
  startEnrolment,
} from './second-factor';
import { admitAttempt, clearFailures, completeSignIn, lockedFailure, setLock, type Realm } from './sign-in';

type ChallengeArea = 'system' | 'user-portal';

export const INVALID_CODE = 'Invalid code';

function challengeEnded(): ApiFailure {
  return new ApiFailure(
    401,
    ERROR_CODES.secondFactorChallengeEnded,
    'Your sign-in has expired. Please sign in again',
    'The password step is valid for five minutes and for one sign-in',
  );
}

/** The user behind a live challenge of the area; a 401 telling to sign in again otherwise. */
async function challengeUser(context: AuthContext, area: ChallengeArea, challengeToken: string) {
  const challenge = await liveChallenge(context.db, challengeToken, area, context.now());
  if (!challenge) throw challengeEnded();
  const [user] = await context.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user || !user.active) throw challengeEnded();
  return { challenge, user };
}

/**
 * A code checked under the sign-in lockout: it is counted with the password failures of the account (five in 15
 * minutes lock it), and the lock ends the challenge. Wrong, replayed and spent codes answer alike.
 */
async function checkedCode(
  context: AuthContext,
  area: ChallengeArea,
  realm: Realm,
  user: UserRow,
  ip: string | null,
  check: () => Promise<string | string[] | null>,
) {
  const now = context.now();
  const email = user.email.toLowerCase();
  const gate = await admitAttempt(context, realm, email, ip, now);
  if (gate.kind === 'locked') {
    await endChallenges(context.db, [user.id], now);
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SECOND_FACTOR',
      outcome: 'DENIED',
      ip,
      at: now,
      details: { reason: 'locked', lockedUntil: gate.lockedUntil.toISOString() },
    });
    throw lockedFailure(gate.lockedUntil);
  }
  const accepted = await check();
  if (!accepted) {
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SECOND_FACTOR',
      outcome: 'FAILURE',
      ip,
      at: now,
      details: { reason: 'wrong-code', failuresInWindow: gate.attempt },
    });
    if (gate.locksIfWrong) {
      await clearFailures(context, realm, email);
      await endChallenges(context.db, [user.id], now);
      await audit(context.db, {
        area,
        actor: user.id,
        action: 'ACCOUNT_LOCKED',
        outcome: 'SUCCESS',
        ip,
        at: now,
        details: { lockedUntil: gate.locksIfWrong.toISOString(), failures: gate.attempt },
      });
      throw lockedFailure(gate.locksIfWrong);
    }
    const left = AUTH_LIMITS.failedSignInsToLock - gate.attempt;
    throw new ApiFailure(
      401,
      ERROR_CODES.invalidSecondFactor,
      INVALID_CODE,
      `${left} attempt${left === 1 ? '' : 's'} left before the account is locked`,
    );
  }
  await clearFailures(context, realm, email);
  if (user.lockedUntil || gate.locksIfWrong) await setLock(context.db, realm, email, user, null);
  return accepted;
}

/** The second step of a sign-in: an authenticator code or a recovery code. */
export async function signInWithCode(
  context: AuthContext,
  area: ChallengeArea,
  realm: Realm,
  input: { challengeToken: string; code: string },
  ip: string | null,
): Promise<{ token: string; user: UserRow }> {
  const { challenge, user } = await challengeUser(context, area, input.challengeToken);
  const how = await checkedCode(context, area, realm, user, ip, () =>
    acceptCode(context.db, context.secretBox, context.secret, user.id, input.code, context.now()),
  );
  if (!(await spendChallenge(context.db, challenge.id, context.now()))) throw challengeEnded();
  const method = how === 'recovery' ? 'recovery' : 'totp';
  const token = await completeSignIn(context, user, area, ip, method);
  return { token, user };
}

function alreadyEnrolled(): ApiFailure {
  return new ApiFailure(
    400,
    ERROR_CODES.validation,
    'A second factor is already set up for this account. Enter a code of it',
  );
}

/** Enrolment required by a sign-in, for an account without a second factor only. */
export async function startSignInEnrolment(
  context: AuthContext,
  area: ChallengeArea,
  challengeToken: string,
) {
  const { user } = await challengeUser(context, area, challengeToken);
  if (await confirmedFactor(context.db, user.id)) throw alreadyEnrolled();
  return startEnrolment(context.db, context.secretBox, user, context.now());
}

export async function confirmSignInEnrolment(
  context: AuthContext,
  area: ChallengeArea,
  realm: Realm,
  input: { challengeToken: string; code: string },
  ip: string | null,
): Promise<{ token: string; user: UserRow; recoveryCodes: string[] }> {
  const { challenge, user } = await challengeUser(context, area, input.challengeToken);
  if (await confirmedFactor(context.db, user.id)) throw alreadyEnrolled();
  const codes = (await checkedCode(context, area, realm, user, ip, () =>
    confirmEnrolment(context.db, context.secretBox, context.secret, user.id, input.code, context.now()),
  )) as string[];
  if (!(await spendChallenge(context.db, challenge.id, context.now()))) throw challengeEnded();
  await audit(context.db, {
    area,
    actor: user.id,
    action: 'SECOND_FACTOR_ENROLLED',
    outcome: 'SUCCESS',
    ip,
    at: context.now(),
    entityType: 'user',
    entityId: user.id,
    details: { during: 'sign-in' },
  });
  const token = await completeSignIn(context, user, area, ip, 'enrolment');
  return { token, user, recoveryCodes: codes };
}
