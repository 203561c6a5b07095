import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';

export interface DeliverySearch {
  page: number;
  size: number;
  status?: 'queued' | 'sent' | 'retrying' | 'failed' | undefined;
  q?: string | undefined;
  sortBy: 'createdOn' | 'recipient' | 'status';
  sortOrder: 'ASC' | 'DESC';
}

export const deliveryKeys = {
  all: ['deliveries'] as const,
  search: (search: DeliverySearch) => ['deliveries', 'search', search] as const,
};

export async function searchDeliveries(search: DeliverySearch) {
  return unwrap(
    systemClient().POST('/system/v1/deliveries/search', {
      body: {
        pageNumber: search.page,
        pageSize: search.size,
        sortBy: search.sortBy,
        sortOrder: search.sortOrder,
        ...(search.status ? { status: search.status } : {}),
        ...(search.q ? { search: search.q } : {}),
      },
    }),
  );
}

/** Refreshed every few seconds while open: deliveries change state on their own (retries, the worker). */
export const deliveriesQueryOptions = (search: DeliverySearch) =>
  queryOptions({
    queryKey: deliveryKeys.search(search),
    queryFn: () => searchDeliveries(search),
    refetchInterval: 2000,
    placeholderData: keepPreviousData,
  });

export const useDeliveries = (search: DeliverySearch) => useQuery(deliveriesQueryOptions(search));
