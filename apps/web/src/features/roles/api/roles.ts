import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import { partnerUserKeys } from '../../users/api/partner-users';

export type Role = Schemas['Role'];
export type RoleInput = Schemas['RoleInput'];
export type PermissionGroup = Schemas['PermissionGroup'];

const base = (portal: PortalRef) => ['roles', portal.kind, portal.code] as const;
export const roleKeys = {
  all: base,
  list: (portal: PortalRef, search: ListSearch) => [...base(portal), 'list', search] as const,
  detail: (portal: PortalRef, id: string) => [...base(portal), 'detail', id] as const,
  catalogue: (portal: PortalRef) => [...base(portal), 'catalogue'] as const,
};

export const useRoleSearch = (portal: PortalRef, search: ListSearch) =>
  useQuery({
    queryKey: roleKeys.list(portal, search),
    queryFn: () =>
      unwrap(partnerClient(portal).POST('/partner/v1/roles/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const roleQueryOptions = (portal: PortalRef, id: string) =>
  queryOptions({
    queryKey: roleKeys.detail(portal, id),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/roles/search/{id}', { params: { path: { id } } })))
        .data,
  });

/** Every permission a role may hold, grouped by module. */
export const permissionCatalogueQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: roleKeys.catalogue(portal),
    queryFn: async () => (await unwrap(partnerClient(portal).GET('/partner/v1/permissions'))).data,
    staleTime: Infinity,
  });

export function useSaveRole(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RoleInput }) =>
      unwrap(
        id
          ? partnerClient(portal).PUT('/partner/v1/roles/{id}', { params: { path: { id } }, body })
          : partnerClient(portal).POST('/partner/v1/roles', { body }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all(portal) }),
        // The users screen's permissions tab and invite form read the selectable roles.
        queryClient.invalidateQueries({ queryKey: partnerUserKeys.all(portal) }),
      ]),
  });
}
