import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type MasterData = Schemas['MasterData'];
export type MasterDataInput = Schemas['MasterDataInput'];

export const masterDataKeys = {
  all: ['master-data'] as const,
  categories: () => ['master-data', 'categories'] as const,
  list: (category: string, search: ListSearch) => ['master-data', 'list', category, search] as const,
  grouped: (categories: readonly string[]) => ['master-data', 'grouped', categories] as const,
};

export const useMasterDataCategories = () =>
  useQuery({
    queryKey: masterDataKeys.categories(),
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/master-data/category'))).data,
  });

export const useMasterData = (category: string, search: ListSearch) =>
  useQuery({
    queryKey: masterDataKeys.list(category, search),
    queryFn: () =>
      unwrap(
        systemClient().POST('/system/v1/master-data/search', {
          body: { ...searchRequest(search), ...(category ? { category } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The active entries of each category, as the forms' pickers receive them. */
export const groupedListQueryOptions = (categories: readonly string[]) =>
  queryOptions({
    queryKey: masterDataKeys.grouped(categories),
    queryFn: async () =>
      (
        await unwrap(
          systemClient().POST('/system/v1/master-data/grouped-list', {
            body: { categories: [...categories] },
          }),
        )
      ).data,
  });

export const useGroupedList = (categories: readonly string[]) =>
  useQuery(groupedListQueryOptions(categories));

/** Create, or update when the input carries an id. */
export function useUpsertMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MasterDataInput) => unwrap(systemClient().POST('/system/v1/master-data', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}
