import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData, unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type Partner = Schemas['Partner'];
export type PartnerInput = Schemas['PartnerInput'];

export const partnerKeys = {
  all: ['partners'] as const,
  list: (search: ListSearch) => ['partners', 'list', search] as const,
  detail: (id: string) => ['partners', 'detail', id] as const,
};

export const partnersQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: partnerKeys.list(search),
    queryFn: async () =>
      unwrap(systemClient().POST('/system/v1/partner/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const usePartners = (search: ListSearch) => useQuery(partnersQueryOptions(search));

export const partnerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partnerKeys.detail(id),
    queryFn: async () =>
      (await unwrap(systemClient().GET('/system/v1/partner/{id}', { params: { path: { id } } }))).data,
  });

export interface PartnerSave {
  id?: string;
  data: PartnerInput;
  companyLogo: File | null;
  favicon: File | null;
}

/** Create or modify, as multipart with the logo and favicon when chosen. */
export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, companyLogo, favicon }: PartnerSave) => {
      const body = { data, companyLogo: companyLogo ?? undefined, favicon: favicon ?? undefined };
      const call = id
        ? systemClient().PUT('/system/v1/partner/{id}', {
            params: { path: { id } },
            body: body as never,
            bodySerializer: toFormData,
          })
        : systemClient().POST('/system/v1/partner', { body: body as never, bodySerializer: toFormData });
      return unwrap(call);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
