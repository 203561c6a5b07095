import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type Location = Schemas['Location'];
export type LocationInput = Schemas['LocationInput'];

const keys = resource.portalKeys('locations');
export const locationKeys = { ...keys, map: (portal: PortalRef) => keys.key(portal, 'map') };

export const locationsQueryOptions = (portal: PortalRef, search: ListSearch) =>
  resource.pageQuery(locationKeys.list(portal, search), () =>
    partnerClient(portal).POST('/partner/v1/locations/search', { body: searchRequest(search) }),
  );

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
  resource.dataQuery(locationKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/locations/{id}', resource.byId(id)),
  );

export interface LocationSave {
  id?: string;
  data: LocationInput;
  image: File | null;
}

/** Create or modify, as multipart with the image when one is chosen. */
export const useSaveLocation = (portal: PortalRef) =>
  resource.useSaveWithImage<LocationInput>(
    portal,
    '/partner/v1/locations',
    'image',
    locationKeys.all(portal),
  );
