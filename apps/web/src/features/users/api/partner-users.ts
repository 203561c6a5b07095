import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type EntityUser = Schemas['EntityUser'];
export type InvitedUser = Schemas['InvitedUser'];

const { all, key } = resource.portalKeys('partner-users');
export const partnerUserKeys = {
  all,
  users: (portal: PortalRef, search: ListSearch) => key(portal, 'users', search),
  invited: (portal: PortalRef, search: ListSearch) => key(portal, 'invited', search),
  roles: (portal: PortalRef) => key(portal, 'roles'),
  locations: (portal: PortalRef) => key(portal, 'locations'),
};

export const partnerUsersQueryOptions = (portal: PortalRef, search: ListSearch) =>
  resource.pageQuery(partnerUserKeys.users(portal, search), () =>
    partnerClient(portal).POST('/partner/v1/users/search', { body: searchRequest(search) }),
  );

export const invitedUsersQueryOptions = (portal: PortalRef, search: ListSearch) =>
  resource.pageQuery(partnerUserKeys.invited(portal, search), () =>
    partnerClient(portal).POST('/partner/v1/users/search/invited-users', { body: searchRequest(search) }),
  );

export const usePartnerUsers = (portal: PortalRef, search: ListSearch) =>
  useQuery(partnerUsersQueryOptions(portal, search));
export const useInvitedUsers = (portal: PortalRef, search: ListSearch) =>
  useQuery(invitedUsersQueryOptions(portal, search));

export const useRoles = (portal: PortalRef) =>
  useQuery(
    resource.dataQuery(partnerUserKeys.roles(portal), () => partnerClient(portal).GET('/partner/v1/roles')),
  );

export const useSelectableLocations = (portal: PortalRef) =>
  useQuery(
    resource.dataQuery(partnerUserKeys.locations(portal), () =>
      partnerClient(portal).GET('/partner/v1/locations/selectable-infos'),
    ),
  );

export const useInvite = (portal: PortalRef) =>
  resource.useInvalidatingMutation(
    (body: Schemas['InviteRequest']) =>
      unwrap(partnerClient(portal).POST('/partner/v1/users/invite', { body })),
    [partnerUserKeys.all(portal)],
  );

export const useRevokeAccess = (portal: PortalRef) =>
  resource.useInvalidatingMutation(
    (body: Schemas['RevokeAccessRequest']) =>
      unwrap(partnerClient(portal).POST('/partner/v1/users/revoke-access', { body })),
    [partnerUserKeys.all(portal)],
  );
