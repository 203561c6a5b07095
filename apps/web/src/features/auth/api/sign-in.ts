import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SignInInput } from '@ridgeline/domain';
import { systemClient, userPortalClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { AreaSession, SessionArea } from '../../session/session-types';

export async function signIn(area: SessionArea, input: SignInInput): Promise<AreaSession> {
  const body = { email: input.email.trim(), password: input.password };
  const result =
    area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/auths', { body }))
      : await unwrap(userPortalClient().POST('/user-portal/v1/auths', { body }));
  const session: AreaSession = { token: result.data.token, user: result.data.user };
  sessions.write(area, session);
  // The enforced password change signs in again with this e-mail (spec §4).
  if (area === 'system') sessions.rememberSystemEmail(body.email);
  return session;
}

export function useSignIn(area: SessionArea) {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(area, input) });
}
