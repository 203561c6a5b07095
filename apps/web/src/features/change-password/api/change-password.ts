import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { ChangePasswordInput } from '@ridgeline/domain';
import { signIn, type SecondFactorChallenge } from '../../auth/api/sign-in';
import { systemClient, userPortalClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { ChangePasswordMode } from '../ChangePasswordForm';

export type ChangePasswordOutcome =
  | 'changed'
  | 'signed-in-again'
  | 'sign-in-failed'
  /** The new password was right and the account has a second factor: its code finishes the sign-in. */
  | { secondFactor: SecondFactorChallenge };

/**
 * Spec §4: the enforced change signs in again with the stored e-mail and the new password, then re-reads the
 * profile with the fresh session (the old token is revoked by the change).
 */
async function changeEnforcedPassword(body: ChangePasswordInput): Promise<ChangePasswordOutcome> {
  await unwrap(systemClient().POST('/system/v1/system/enforce-password', { body }));
  const email = sessions.systemEmail() ?? sessions.read('system')?.user.email ?? null;
  try {
    if (!email) throw new Error('No stored e-mail');
    const result = await signIn('system', { email, password: body.newPassword });
    if (result.kind === 'challenge') return { secondFactor: result.challenge };
    const { session } = result;
    const profile = await unwrap(systemClient().GET('/system/v1/user/profile'));
    sessions.write('system', { ...session, user: { ...session.user, ...profile.data } });
    return 'signed-in-again';
  } catch {
    return 'sign-in-failed';
  }
}

export async function changePassword(
  mode: ChangePasswordMode,
  body: ChangePasswordInput,
): Promise<ChangePasswordOutcome> {
  if (mode === 'enforced') return changeEnforcedPassword(body);
  if (mode === 'system') {
    // The contract answers a Message: the session stays valid, only the other sessions end.
    await unwrap(systemClient().POST('/system/v1/user/password-change', { body }));
    return 'changed';
  }
  await unwrap(userPortalClient().POST('/user-portal/v1/users/password-change', { body }));
  return 'changed';
}

export function useChangePassword(mode: ChangePasswordMode) {
  return useMutation({ mutationFn: (body: ChangePasswordInput) => changePassword(mode, body) });
}
