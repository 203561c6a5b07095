import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';

export type SystemUser = Schemas['SystemUser'];
export type SystemUserInput = Schemas['SystemUserInput'];

export const systemUserKeys = {
  all: ['system-users'] as const,
  list: (search: ListSearch) => ['system-users', 'list', search] as const,
  detail: (id: string) => ['system-users', 'detail', id] as const,
};

export const systemUsersQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: systemUserKeys.list(search),
    queryFn: () => unwrap(systemClient().POST('/system/v1/user/search', { body: searchRequest(search) })),
    placeholderData: keepPreviousData,
  });

export const useSystemUsers = (search: ListSearch) => useQuery(systemUsersQueryOptions(search));

export const systemUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: systemUserKeys.detail(id),
    queryFn: async () =>
      (await unwrap(systemClient().GET('/system/v1/user/{id}', { params: { path: { id } } }))).data,
  });

/** Create (the server e-mails a one-time password) or modify a system user. */
export function useSaveSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SystemUserInput }) =>
      unwrap(
        id
          ? systemClient().PUT('/system/v1/user/{id}', { params: { path: { id } }, body })
          : systemClient().POST('/system/v1/user', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
