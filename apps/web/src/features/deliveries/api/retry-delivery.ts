import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { deliveryKeys } from './search-deliveries';

export async function retryDelivery(id: string) {
  return unwrap(systemClient().POST('/system/v1/deliveries/{id}/retry', { params: { path: { id } } }));
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
