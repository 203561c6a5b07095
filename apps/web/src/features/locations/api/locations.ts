import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData, unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type Location = Schemas['Location'];
export type LocationInput = Schemas['LocationInput'];

export const locationKeys = {
  all: (portal: PortalRef) => ['locations', portal.kind, portal.code] as const,
  list: (portal: PortalRef, search: ListSearch) =>
    ['locations', portal.kind, portal.code, 'list', search] as const,
  map: (portal: PortalRef) => ['locations', portal.kind, portal.code, 'map'] as const,
  detail: (portal: PortalRef, id: string) => ['locations', portal.kind, portal.code, 'detail', id] as const,
};

export const locationsQueryOptions = (portal: PortalRef, search: ListSearch) =>
  queryOptions({
    queryKey: locationKeys.list(portal, search),
    queryFn: async () =>
      unwrap(partnerClient(portal).POST('/partner/v1/locations/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const useLocations = (portal: PortalRef, search: ListSearch) =>
  useQuery(locationsQueryOptions(portal, search));

/** The largest page the contract allows: the map shows every location of the partner at once. */
const MAP_PAGE_SIZE = 500;

/** Every location (all pages), for the map of all locations. */
export const allLocationsQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: locationKeys.map(portal),
    queryFn: async () => {
      const rows: Location[] = [];
      for (let page = 1; ; page += 1) {
        const result = await unwrap(
          partnerClient(portal).POST('/partner/v1/locations/search', {
            body: { pageNumber: page, pageSize: MAP_PAGE_SIZE, sortField: 'title', sortOrder: 'ASC' },
          }),
        );
        rows.push(...result.data);
        if (rows.length >= result.totalRecords || result.data.length === 0) return rows;
      }
    },
  });

export const locationQueryOptions = (portal: PortalRef, id: string) =>
  queryOptions({
    queryKey: locationKeys.detail(portal, id),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/locations/{id}', { params: { path: { id } } })))
        .data,
  });

export interface LocationSave {
  id?: string;
  data: LocationInput;
  image: File | null;
}

/** Create or modify, as multipart with the image when one is chosen. */
export function useSaveLocation(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, image }: LocationSave) => {
      const body = { data, image: image ?? undefined };
      const client = partnerClient(portal);
      const call = id
        ? client.PUT('/partner/v1/locations/{id}', {
            params: { path: { id } },
            body: body as never,
            bodySerializer: toFormData,
          })
        : client.POST('/partner/v1/locations', { body: body as never, bodySerializer: toFormData });
      return unwrap(call);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all(portal) }),
  });
}
