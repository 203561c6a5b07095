import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import type { BiometricStatus } from '@ridgeline/domain';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { byId, dataQuery, useInvalidatingMutation } from '../../queries/resource-queries';
import { biometricSearchRequest, type BiometricListSearch } from '../biometric-search';

export type BiometricSummary = Schemas['BiometricSummary'];
export type BiometricTransaction = Schemas['BiometricTransaction'];

const base = (portal: PortalRef) => ['biometrics', portal.kind, portal.code] as const;
export const biometricKeys = {
  all: base,
  lists: (portal: PortalRef) => [...base(portal), 'list'] as const,
  list: (portal: PortalRef, search: BiometricListSearch) => [...base(portal), 'list', search] as const,
  detail: (portal: PortalRef, id: string) => [...base(portal), 'detail', id] as const,
  printerSettings: (portal: PortalRef) => ['printer-settings-for-print', portal.kind, portal.code] as const,
  transmissions: (portal: PortalRef, id: string) => [...base(portal), 'transmissions', id] as const,
};

export const useBiometricSearch = (portal: PortalRef, search: BiometricListSearch) =>
  useQuery({
    queryKey: biometricKeys.list(portal, search),
    queryFn: () =>
      unwrap(
        partnerClient(portal).POST('/partner/v1/biometrics/search', { body: biometricSearchRequest(search) }),
      ),
    placeholderData: keepPreviousData,
  });

export const biometricQueryOptions = (portal: PortalRef, id: string) =>
  dataQuery(biometricKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/biometrics/{id}', byId(id)),
  );

/** The status-change menu: PUT /biometrics/{id} with the new status (the API refuses an illegal change). */
export const useChangeBiometricStatus = (portal: PortalRef) =>
  useInvalidatingMutation(
    ({ id, status }: { id: string; status: BiometricStatus }) =>
      unwrap(partnerClient(portal).PUT('/partner/v1/biometrics/{id}', { ...byId(id), body: { status } })),
    [biometricKeys.all(portal)],
  );

/**
 * Starts the recapture of a transaction asked for recapture (POST /biometrics/recapture-reference): the API creates
 * the recapture transaction, or answers the open one, and the capture screens take it from there.
 */
export const useStartRecapture = (portal: PortalRef) =>
  useInvalidatingMutation(
    async (parentId: string) =>
      (
        await unwrap(
          partnerClient(portal).POST('/partner/v1/biometrics/recapture-reference', {
            body: { recaptureReferenceId: parentId },
          }),
        )
      ).data.id,
    [biometricKeys.all(portal)],
  );

/** A transaction's SSN, revealed with the stated reason (audited by the API; needs ssn:detail). */
export async function revealTransactionSsn(
  portal: PortalRef,
  id: string,
  reason: string,
): Promise<string | null> {
  const answer = await unwrap(
    partnerClient(portal).GET('/partner/v1/biometrics/security-detail/{id}', {
      params: { path: { id }, query: { reason } },
    }),
  );
  return answer.data.ssn;
}
