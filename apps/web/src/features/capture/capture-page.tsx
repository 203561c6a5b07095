import { useSearch } from '@tanstack/react-router';
import { portalLoader, usePathParam, usePortal } from '../session/portal-page';
import { agentDownloadQueryOptions } from './api/agent-download';
import type { CaptureSearch } from './capture-search';
import { CaptureScreen } from './CaptureScreen';

/** The loader of …/biometric-detail/$transactionId: the device agent's download, which the screen offers. */
export const loadCaptureAgent = portalLoader((queryClient, portal) =>
  queryClient.ensureQueryData(agentDownloadQueryOptions(portal)),
);

/** …/biometric-detail/$transactionId?appointmentId=…: its route validates the search with `captureSearch`. */
export function CapturePage() {
  const { appointmentId } = useSearch({ strict: false }) as CaptureSearch;
  return (
    <CaptureScreen
      portal={usePortal()}
      transactionId={usePathParam('transactionId')}
      appointmentId={appointmentId}
    />
  );
}
