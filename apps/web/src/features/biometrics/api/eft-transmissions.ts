import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { biometricKeys } from './biometrics';

export type EftTransmissionHistory = Schemas['EftTransmissionHistory'];

/** While a transfer is queued or retrying the history is read every two seconds, so the result appears by itself. */
const POLL_MS = 2000;

export function useEftTransmissions(portal: PortalRef, id: string) {
  return useQuery({
    queryKey: biometricKeys.transmissions(portal, id),
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).GET('/partner/v1/biometrics/transmissions/{id}', {
            params: { path: { id } },
          }),
        )
      ).data,
    refetchInterval: (query) => (query.state.data?.transmissionResult === 'QUEUED' ? POLL_MS : false),
  });
}

/** POST /biometrics/send-eft: queues the transfer (a failed one is sent again); its answer carries the §8 toast. */
export function useSendEft(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(partnerClient(portal).POST('/partner/v1/biometrics/send-eft', { body: { id } })),
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: biometricKeys.transmissions(portal, id) }),
        queryClient.invalidateQueries({ queryKey: biometricKeys.detail(portal, id) }),
      ]),
  });
}
