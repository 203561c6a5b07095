import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type CatalogueService = Schemas['Service'];
export type CatalogueServiceInput = Schemas['ServiceInput'];
export type Ori = Schemas['Ori'];
export type OriInput = Schemas['OriInput'];
export type PaymentMode = Schemas['PaymentMode'];
export type PaymentModeInput = Schemas['PaymentModeInput'];

export const catalogueKeys = {
  services: ['system-catalogue', 'services'] as const,
  serviceList: (search: ListSearch) => ['system-catalogue', 'services', 'list', search] as const,
  selectable: ['system-catalogue', 'services', 'selectable'] as const,
  oris: ['system-catalogue', 'oris'] as const,
  oriList: (search: ListSearch) => ['system-catalogue', 'oris', 'list', search] as const,
  oriTypes: ['system-catalogue', 'ori-types'] as const,
  paymentModes: ['system-catalogue', 'payment-modes'] as const,
  terms: (search: ListSearch) => ['system-catalogue', 'terms', search] as const,
};

export const useCatalogueServices = (search: ListSearch) =>
  useQuery(
    resource.pageQuery(catalogueKeys.serviceList(search), () =>
      systemClient().POST('/system/v1/service/search', { body: searchRequest(search) }),
    ),
  );

/** The catalogue products an ORI may serve (drop-down). */
export const selectableCatalogueServicesQueryOptions = () =>
  resource.dataQuery(catalogueKeys.selectable, () => systemClient().GET('/system/v1/service/selectable'));

/**
 * Create or modify an entry of a catalogue list (products, ORIs, payment modes): POST to the list, PUT to the
 * entry; the list's queries are read again.
 */
function useSaveCatalogueEntry<Body>(
  path: '/system/v1/service' | '/system/v1/ori' | '/system/v1/setting/payment-mode',
  invalidates: readonly unknown[],
) {
  return resource.useInvalidatingMutation(
    ({ id, body }: { id?: string; body: Body }) =>
      resource.upsert(
        id,
        (id) => systemClient().PUT(`${path}/{id}`, { ...resource.byId(id), body: body as never }),
        () => systemClient().POST(path, { body: body as never }),
      ),
    [invalidates],
  );
}

export const useSaveCatalogueService = () =>
  useSaveCatalogueEntry<CatalogueServiceInput>('/system/v1/service', catalogueKeys.services);

export const useOris = (search: ListSearch) =>
  useQuery(
    resource.pageQuery(catalogueKeys.oriList(search), () =>
      systemClient().POST('/system/v1/ori/search', { body: searchRequest(search) }),
    ),
  );

export const oriTypesQueryOptions = () =>
  resource.dataQuery(catalogueKeys.oriTypes, () => systemClient().GET('/system/v1/ori/types'), {
    staleTime: Infinity,
  });

export const useSaveOri = () => useSaveCatalogueEntry<OriInput>('/system/v1/ori', catalogueKeys.oris);

export const usePaymentModes = () =>
  useQuery(
    resource.dataQuery(catalogueKeys.paymentModes, () =>
      systemClient().GET('/system/v1/setting/payment-mode'),
    ),
  );

export const useSavePaymentMode = () =>
  useSaveCatalogueEntry<PaymentModeInput>('/system/v1/setting/payment-mode', catalogueKeys.paymentModes);

export const useTerms = (search: ListSearch) =>
  useQuery(
    resource.pageQuery(catalogueKeys.terms(search), () =>
      systemClient().POST('/system/v1/setting/terms-and-condition/search', { body: searchRequest(search) }),
    ),
  );
