import { unwrap } from '@ridgeline/backend-client';
import type { SignInInput } from '@ridgeline/domain';
import { systemClient, userPortalClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { AreaSession, SessionArea } from '../../session/session-types';

/** The password was right and a second factor is needed (or must be set up first). */
export interface SecondFactorChallenge {
  area: SessionArea;
  challengeToken: string;
  enrolmentRequired: boolean;
}

export type SignInResult =
  { kind: 'session'; session: AreaSession } | { kind: 'challenge'; challenge: SecondFactorChallenge };

/** Stores a new session of the area (the last step of every sign-in). */
export function storeSession(area: SessionArea, session: AreaSession): AreaSession {
  sessions.write(area, session);
  return session;
}

export async function signIn(area: SessionArea, input: SignInInput): Promise<SignInResult> {
  const body = { email: input.email.trim(), password: input.password };
  const result =
    area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/auths', { body }))
      : await unwrap(userPortalClient().POST('/user-portal/v1/auths', { body }));
  // The enforced password change signs in again with this e-mail (spec §4).
  if (area === 'system') sessions.rememberSystemEmail(body.email);
  const { data } = result;
  if ('secondFactor' in data) {
    return { kind: 'challenge', challenge: { area, ...data.secondFactor } };
  }
  return { kind: 'session', session: storeSession(area, { token: data.token, user: data.user }) };
}
