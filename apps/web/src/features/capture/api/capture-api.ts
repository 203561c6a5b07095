import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import {
  defaultBiometricSetting,
  defaultPrinterConfig,
  type BiometricSetting,
  type CompletionPayload,
} from '@ridgeline/domain';
import { biometricKeys, type BiometricTransaction } from '../../biometrics/api/biometrics';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { captureKeys } from './capture-keys';
import { dataOr } from '../../queries/resource-queries';

export type TransactionInput = Schemas['BiometricTransactionInput'];
export type OriVerifyResult = Schemas['OriVerifyResult'];
export type PrinterConfig = Schemas['PrinterConfig'];
export type UploadedPrint = Schemas['Fingerprint'];
export type FingerAnnotationInput = Schemas['FingerAnnotation'];

/**
 * The biometric setting in force (auto-capture modes). Reading it needs settings:detail; an operator without that
 * right captures with the defaults of §4.
 */
export const useBiometricSetting = (portal: PortalRef) =>
  useQuery({
    queryKey: captureKeys.setting(portal),
    queryFn: (): Promise<BiometricSetting> =>
      dataOr(() => partnerClient(portal).GET('/partner/v1/setting/biometric'), defaultBiometricSetting),
    staleTime: 60_000,
  });

/** The printer offsets of the settings (spec §9: '0' by default), for the completion payload. */
export const usePrinterConfig = (portal: PortalRef) =>
  useQuery({
    queryKey: captureKeys.printer(portal),
    queryFn: (): Promise<PrinterConfig> =>
      dataOr(() => partnerClient(portal).GET('/partner/v1/setting/printer-config'), defaultPrinterConfig),
    staleTime: 60_000,
  });

/** The biometric services the operator may capture for (the partner's own list, services:list). */
export const useBiometricServices = (portal: PortalRef) =>
  useQuery({
    queryKey: captureKeys.services(portal),
    queryFn: async () => {
      try {
        const answer = await unwrap(
          partnerClient(portal).POST('/partner/v1/services/search/all', {
            body: { pageNumber: 1, pageSize: 500, serviceType: 'BIOMETRIC' },
          }),
        );
        return answer.data.filter((service) => service.active && !service.deleted);
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });

export async function verifyOri(
  portal: PortalRef,
  body: { oriNumber: string; serviceId: string },
): Promise<OriVerifyResult> {
  return (await unwrap(partnerClient(portal).POST('/partner/v1/biometrics/verify', { body }))).data;
}

/** §4: a new transaction is created with POST; every later step updates it with PUT by its id. */
export async function createTransaction(portal: PortalRef, body: TransactionInput): Promise<string> {
  return (await unwrap(partnerClient(portal).POST('/partner/v1/biometrics', { body }))).data.id;
}

export async function updateTransaction(
  portal: PortalRef,
  id: string,
  body: TransactionInput,
): Promise<{ message?: string }> {
  return unwrap(partnerClient(portal).PUT('/partner/v1/biometrics/{id}', { params: { path: { id } }, body }));
}

export async function saveApplicant(portal: PortalRef, id: string, body: TransactionInput) {
  return unwrap(
    partnerClient(portal).PUT('/partner/v1/biometrics/applicant/{id}', { params: { path: { id } }, body }),
  );
}

export async function saveAnnotations(portal: PortalRef, id: string, annotations: FingerAnnotationInput[]) {
  return unwrap(
    partnerClient(portal).PUT('/partner/v1/biometrics/annotation', { body: { id, annotations } }),
  );
}

export async function uploadPrints(portal: PortalRef, id: string, fingerprints: UploadedPrint[]) {
  return unwrap(
    partnerClient(portal).PUT('/partner/v1/biometrics/fingerprints', { body: { id, fingerprints } }),
  );
}

export async function completeTransaction(portal: PortalRef, payload: CompletionPayload) {
  return unwrap(
    partnerClient(portal).PUT('/partner/v1/biometrics/complete', {
      body: {
        ...payload,
        id: String(payload.id),
        status: 'COMPLETED',
      },
    }),
  );
}

/** After a write the detail and the list show the new state. */
export function useRefreshTransaction(portal: PortalRef) {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: biometricKeys.detail(portal, id) }),
      queryClient.invalidateQueries({ queryKey: biometricKeys.lists(portal) }),
    ]);
}

export type { BiometricTransaction };
