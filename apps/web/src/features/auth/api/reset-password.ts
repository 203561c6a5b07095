import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { ResetPasswordInput } from '@ridgeline/domain';
import { systemClient, userPortalClient } from '../../session/backend';
import type { SessionArea } from '../../session/session-types';

export async function resetPassword(area: SessionArea, body: ResetPasswordInput) {
  return area === 'system'
    ? unwrap(systemClient().POST('/system/v1/auths/forget-password/authorize', { body }))
    : unwrap(userPortalClient().POST('/user-portal/v1/auths/forget-password/authorize', { body }));
}

export function useResetPassword(area: SessionArea) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(area, input) });
}
