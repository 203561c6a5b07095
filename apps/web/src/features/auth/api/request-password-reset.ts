import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { ForgotPasswordInput } from '@ridgeline/domain';
import { systemClient, userPortalClient } from '../../session/backend';
import type { SessionArea } from '../../session/session-types';

export async function requestPasswordReset(area: SessionArea, input: ForgotPasswordInput) {
  const body = { email: input.email.trim() };
  return area === 'system'
    ? unwrap(systemClient().POST('/system/v1/auths/forget-password/request', { body }))
    : unwrap(userPortalClient().POST('/user-portal/v1/auths/forget-password/request', { body }));
}

export function useRequestPasswordReset(area: SessionArea) {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => requestPasswordReset(area, input) });
}
