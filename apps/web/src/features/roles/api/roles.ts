import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import { partnerUserKeys } from '../../users/api/partner-users';
import * as resource from '../../queries/resource-queries';

export type Role = Schemas['Role'];
export type RoleInput = Schemas['RoleInput'];
export type PermissionGroup = Schemas['PermissionGroup'];

const keys = resource.portalKeys('roles');
export const roleKeys = { ...keys, catalogue: (portal: PortalRef) => keys.key(portal, 'catalogue') };

export const useRoleSearch = (portal: PortalRef, search: ListSearch) =>
  useQuery(
    resource.pageQuery(roleKeys.list(portal, search), () =>
      partnerClient(portal).POST('/partner/v1/roles/search', { body: searchRequest(search) }),
    ),
  );

export const roleQueryOptions = (portal: PortalRef, id: string) =>
  resource.dataQuery(roleKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/roles/search/{id}', resource.byId(id)),
  );

/** Every permission a role may hold, grouped by module. */
export const permissionCatalogueQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(roleKeys.catalogue(portal), () => partnerClient(portal).GET('/partner/v1/permissions'), {
    staleTime: Infinity,
  });

export function useSaveRole(portal: PortalRef) {
  const client = partnerClient(portal);
  return resource.useInvalidatingMutation(
    ({ id, body }: { id?: string; body: RoleInput }) =>
      resource.upsert(
        id,
        (id) => client.PUT('/partner/v1/roles/{id}', { ...resource.byId(id), body }),
        () => client.POST('/partner/v1/roles', { body }),
      ),
    // The users screen's permissions tab and invite form read the selectable roles.
    [roleKeys.all(portal), partnerUserKeys.all(portal)],
  );
}
