import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData, unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type PartnerService = Schemas['PartnerService'];
export type PartnerServiceInput = Schemas['PartnerServiceInput'];

export const serviceKeys = {
  all: (portal: PortalRef) => ['services', portal.kind, portal.code] as const,
  list: (portal: PortalRef, search: ListSearch) =>
    ['services', portal.kind, portal.code, 'list', search] as const,
  everything: (portal: PortalRef) => ['services', portal.kind, portal.code, 'all'] as const,
  selectable: (portal: PortalRef) => ['services', portal.kind, portal.code, 'selectable'] as const,
  detail: (portal: PortalRef, id: string) => ['services', portal.kind, portal.code, 'detail', id] as const,
  types: (portal: PortalRef) => ['services', portal.kind, portal.code, 'types'] as const,
};

export const servicesQueryOptions = (portal: PortalRef, search: ListSearch) =>
  queryOptions({
    queryKey: serviceKeys.list(portal, search),
    queryFn: async () =>
      unwrap(partnerClient(portal).POST('/partner/v1/services/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const useServices = (portal: PortalRef, search: ListSearch) =>
  useQuery(servicesQueryOptions(portal, search));

/** Every live service of the partner, by name (pickers, the location's services). */
export const allServicesQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: serviceKeys.everything(portal),
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).POST('/partner/v1/services/search/all', {
            body: { pageNumber: 1, pageSize: 500, sortField: 'displayName', sortOrder: 'ASC' },
          }),
        )
      ).data,
  });

/** The services a drop-down offers (deleted ones are not among them). */
export const selectableServicesQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: serviceKeys.selectable(portal),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/services/selectable-infos'))).data,
  });

export const serviceQueryOptions = (portal: PortalRef, id: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(portal, id),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/services/{id}', { params: { path: { id } } })))
        .data,
  });

export const serviceTypesQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: serviceKeys.types(portal),
    queryFn: async () => (await unwrap(partnerClient(portal).GET('/partner/v1/services/service-type'))).data,
    staleTime: Infinity,
  });

export interface ServiceSave {
  id?: string;
  data: PartnerServiceInput;
  image: File | null;
}

/** Create or modify (soft delete too: `deleted: true`), as multipart with the image when one is chosen. */
export function useSaveService(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, image }: ServiceSave) => {
      const body = { data, serviceImage: image ?? undefined };
      const client = partnerClient(portal);
      return unwrap(
        id
          ? client.PUT('/partner/v1/services/{id}', {
              params: { path: { id } },
              body: body as never,
              bodySerializer: toFormData,
            })
          : client.POST('/partner/v1/services', { body: body as never, bodySerializer: toFormData }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all(portal) }),
  });
}
