import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';

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
  useQuery({
    queryKey: catalogueKeys.serviceList(search),
    queryFn: () => unwrap(systemClient().POST('/system/v1/service/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

/** The catalogue products an ORI may serve (drop-down). */
export const selectableCatalogueServicesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.selectable,
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/service/selectable'))).data,
  });

export function useSaveCatalogueService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CatalogueServiceInput }) =>
      unwrap(
        id
          ? systemClient().PUT('/system/v1/service/{id}', { params: { path: { id } }, body })
          : systemClient().POST('/system/v1/service', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}

export const useOris = (search: ListSearch) =>
  useQuery({
    queryKey: catalogueKeys.oriList(search),
    queryFn: () => unwrap(systemClient().POST('/system/v1/ori/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const oriTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.oriTypes,
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/ori/types'))).data,
    staleTime: Infinity,
  });

export function useSaveOri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: OriInput }) =>
      unwrap(
        id
          ? systemClient().PUT('/system/v1/ori/{id}', { params: { path: { id } }, body })
          : systemClient().POST('/system/v1/ori', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.oris }),
  });
}

export const usePaymentModes = () =>
  useQuery({
    queryKey: catalogueKeys.paymentModes,
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/setting/payment-mode'))).data,
  });

export function useSavePaymentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PaymentModeInput }) =>
      unwrap(
        id
          ? systemClient().PUT('/system/v1/setting/payment-mode/{id}', { params: { path: { id } }, body })
          : systemClient().POST('/system/v1/setting/payment-mode', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.paymentModes }),
  });
}

export const useTerms = (search: ListSearch) =>
  useQuery({
    queryKey: catalogueKeys.terms(search),
    queryFn: () =>
      unwrap(
        systemClient().POST('/system/v1/setting/terms-and-condition/search', { body: searchRequest(search) }),
      ),
    placeholderData: keepPreviousData,
  });
