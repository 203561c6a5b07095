import { unwrap } from '@ridgeline/backend-client';
import { systemClient, userPortalClient } from '../../session/backend';
import type { AreaSession } from '../../session/session-types';
import { storeSession, type SecondFactorChallenge } from './sign-in';

/** The second step: an authenticator code or a recovery code; stores and answers the session. */
export async function signInWithCode(challenge: SecondFactorChallenge, code: string): Promise<AreaSession> {
  const body = { challengeToken: challenge.challengeToken, code: code.trim() };
  const { data } =
    challenge.area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/auths/second-factor', { body }))
      : await unwrap(userPortalClient().POST('/user-portal/v1/auths/second-factor', { body }));
  return storeSession(challenge.area, { token: data.token, user: data.user });
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
}

/** A new authenticator secret for an account that must set one up before signing in. */
export async function startSignInEnrolment(challenge: SecondFactorChallenge): Promise<Enrolment> {
  const body = { challengeToken: challenge.challengeToken };
  const { data } =
    challenge.area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/auths/second-factor/enrolment', { body }))
      : await unwrap(userPortalClient().POST('/user-portal/v1/auths/second-factor/enrolment', { body }));
  return data;
}

/** Confirms the new secret with its first code; answers the session (stored later) and the recovery codes. */
export async function confirmSignInEnrolment(
  challenge: SecondFactorChallenge,
  code: string,
): Promise<{ session: AreaSession; recoveryCodes: string[] }> {
  const body = { challengeToken: challenge.challengeToken, code: code.trim() };
  const { data } =
    challenge.area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/auths/second-factor/enrolment/confirm', { body }))
      : await unwrap(
          userPortalClient().POST('/user-portal/v1/auths/second-factor/enrolment/confirm', { body }),
        );
  return { session: { token: data.token, user: data.user }, recoveryCodes: data.recoveryCodes };
}
