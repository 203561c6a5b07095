import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient, userPortalClient } from '../../session/backend';
import type { SessionArea } from '../../session/session-types';

/** Lifts the sign-in lock with the token of the e-mailed unlock link. */
export async function unlockAccount(area: SessionArea, token: string) {
  const body = { token };
  return area === 'system'
    ? unwrap(systemClient().POST('/system/v1/auths/unlock', { body }))
    : unwrap(userPortalClient().POST('/user-portal/v1/auths/unlock', { body }));
}

export function useUnlockAccount(area: SessionArea) {
  return useMutation({ mutationFn: (token: string) => unlockAccount(area, token) });
}
