import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type EntityUser = Schemas['EntityUser'];
export type InvitedUser = Schemas['InvitedUser'];

const base = (portal: PortalRef) => ['partner-users', portal.kind, portal.code] as const;
export const partnerUserKeys = {
  all: base,
  users: (portal: PortalRef, search: ListSearch) => [...base(portal), 'users', search] as const,
  invited: (portal: PortalRef, search: ListSearch) => [...base(portal), 'invited', search] as const,
  roles: (portal: PortalRef) => [...base(portal), 'roles'] as const,
  locations: (portal: PortalRef) => [...base(portal), 'locations'] as const,
};

export const partnerUsersQueryOptions = (portal: PortalRef, search: ListSearch) =>
  queryOptions({
    queryKey: partnerUserKeys.users(portal, search),
    queryFn: () =>
      unwrap(partnerClient(portal).POST('/partner/v1/users/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const invitedUsersQueryOptions = (portal: PortalRef, search: ListSearch) =>
  queryOptions({
    queryKey: partnerUserKeys.invited(portal, search),
    queryFn: () =>
      unwrap(
        partnerClient(portal).POST('/partner/v1/users/search/invited-users', { body: searchRequest(search) }),
      ),
    placeholderData: keepPreviousData,
  });

export const usePartnerUsers = (portal: PortalRef, search: ListSearch) =>
  useQuery(partnerUsersQueryOptions(portal, search));
export const useInvitedUsers = (portal: PortalRef, search: ListSearch) =>
  useQuery(invitedUsersQueryOptions(portal, search));

export const useRoles = (portal: PortalRef) =>
  useQuery({
    queryKey: partnerUserKeys.roles(portal),
    queryFn: async () => (await unwrap(partnerClient(portal).GET('/partner/v1/roles'))).data,
  });

export const useSelectableLocations = (portal: PortalRef) =>
  useQuery({
    queryKey: partnerUserKeys.locations(portal),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/locations/selectable-infos'))).data,
  });

export function useInvite(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['InviteRequest']) =>
      unwrap(partnerClient(portal).POST('/partner/v1/users/invite', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerUserKeys.all(portal) }),
  });
}

export function useRevokeAccess(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['RevokeAccessRequest']) =>
      unwrap(partnerClient(portal).POST('/partner/v1/users/revoke-access', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerUserKeys.all(portal) }),
  });
}
