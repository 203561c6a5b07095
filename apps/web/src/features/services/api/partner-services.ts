import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type PartnerService = Schemas['PartnerService'];
export type PartnerServiceInput = Schemas['PartnerServiceInput'];

const keys = resource.portalKeys('services');
export const serviceKeys = {
  ...keys,
  everything: (portal: PortalRef) => keys.key(portal, 'all'),
  selectable: (portal: PortalRef) => keys.key(portal, 'selectable'),
  types: (portal: PortalRef) => keys.key(portal, 'types'),
};

export const servicesQueryOptions = (portal: PortalRef, search: ListSearch) =>
  resource.pageQuery(serviceKeys.list(portal, search), () =>
    partnerClient(portal).POST('/partner/v1/services/search', { body: searchRequest(search) }),
  );

export const useServices = (portal: PortalRef, search: ListSearch) =>
  useQuery(servicesQueryOptions(portal, search));

/** The contract's largest page, by name: the whole list at once (pickers, the location's services). */
export const ALL_BY_NAME = {
  pageNumber: 1,
  pageSize: 500,
  sortField: 'displayName',
  sortOrder: 'ASC',
} as const;

/** Every live service of the partner, by name (pickers, the location's services). */
export const allServicesQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(serviceKeys.everything(portal), () =>
    partnerClient(portal).POST('/partner/v1/services/search/all', { body: ALL_BY_NAME }),
  );

/** The services a drop-down offers (deleted ones are not among them). */
export const selectableServicesQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(serviceKeys.selectable(portal), () =>
    partnerClient(portal).GET('/partner/v1/services/selectable-infos'),
  );

export const serviceQueryOptions = (portal: PortalRef, id: string) =>
  resource.dataQuery(serviceKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/services/{id}', resource.byId(id)),
  );

export const serviceTypesQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(
    serviceKeys.types(portal),
    () => partnerClient(portal).GET('/partner/v1/services/service-type'),
    {
      staleTime: Infinity,
    },
  );

export interface ServiceSave {
  id?: string;
  data: PartnerServiceInput;
  image: File | null;
}

/** Create or modify (soft delete too: `deleted: true`), as multipart with the image when one is chosen. */
export const useSaveService = (portal: PortalRef) =>
  resource.useSaveWithImage<PartnerServiceInput>(
    portal,
    '/partner/v1/services',
    'serviceImage',
    serviceKeys.all(portal),
  );
