import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type Company = Schemas['Company'];
export type CompanyInput = Schemas['CompanyInput'];

export const companyKeys = {
  all: (portal: PortalRef) => ['companies', portal.kind, portal.code] as const,
  list: (portal: PortalRef, search: ListSearch) =>
    ['companies', portal.kind, portal.code, 'list', search] as const,
  detail: (portal: PortalRef, id: string) => ['companies', portal.kind, portal.code, 'detail', id] as const,
};

export const companiesQueryOptions = (portal: PortalRef, search: ListSearch) =>
  queryOptions({
    queryKey: companyKeys.list(portal, search),
    queryFn: async () =>
      unwrap(partnerClient(portal).POST('/partner/v1/company/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (portal: PortalRef, search: ListSearch) =>
  useQuery(companiesQueryOptions(portal, search));

export const companyQueryOptions = (portal: PortalRef, id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(portal, id),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/company/{id}', { params: { path: { id } } })))
        .data,
  });

/** Create (no id) or modify a company. */
export function useSaveCompany(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id?: string; data: CompanyInput }) => {
      const client = partnerClient(portal);
      return unwrap(
        id
          ? client.PUT('/partner/v1/company/{id}', { params: { path: { id } }, body: data })
          : client.POST('/partner/v1/company', { body: data }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(portal) }),
  });
}
