import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { userPortalClient } from '../../session/backend';

export type InvitationInfo = Schemas['InvitationInfo'];

export const invitationKeys = { detail: (token: string) => ['invitation', token] as const };

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: async () =>
      (
        await unwrap(
          userPortalClient().GET('/user-portal/v1/invitations/{token}', { params: { path: { token } } }),
        )
      ).data,
    retry: false,
  });

export const useInvitation = (token: string) =>
  useQuery({ ...invitationQueryOptions(token), enabled: !!token });

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: Schemas['InvitationAcceptRequest']) =>
      unwrap(userPortalClient().POST('/user-portal/v1/invitations/accept', { body })),
  });
}
