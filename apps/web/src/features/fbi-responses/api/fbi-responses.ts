import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import type { ListSearch } from '../../lists/list-search';

export type FbiResponseFile = Schemas['FbiResponse'];
export type FbiResponseList = 'UNMATCHED' | 'QUARANTINED';

const keys = {
  all: ['fbi-responses'] as const,
  list: (list: FbiResponseList, search: ListSearch) => ['fbi-responses', list, search] as const,
};

/** One page of the unmatched or quarantined response files (system administrators). */
export function useFbiResponseFiles(list: FbiResponseList, search: ListSearch) {
  return useQuery({
    queryKey: keys.list(list, search),
    queryFn: () =>
      unwrap(
        systemClient().POST('/system/v1/fbi-responses/search', {
          body: {
            list,
            pageNumber: search.page,
            pageSize: search.size,
            sortOrder: search.order,
            ...(search.sort === 'receivedOn' || search.sort === 'fileName' ? { sortBy: search.sort } : {}),
            ...(search.q ? { search: search.q } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Polls every response folder now; the lists are read again after. */
export function usePollFbiResponses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(systemClient().POST('/system/v1/fbi-responses/poll', { body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
