import type { useMachine } from '@xstate/react';
import type { captureMachine } from '@ridgeline/capture-machine';
import type { DeviceAgentClient } from '@ridgeline/device-agent-client';
import type { PortalRef } from '../session/session-types';
import type { BiometricTransaction } from './api/capture-api';

type Machine = ReturnType<typeof useMachine<typeof captureMachine>>;
export type CaptureSnapshot = Machine[0];
export type CaptureSend = Machine[1];

/** What every capture screen receives from the capture route. */
export interface CaptureStepProps {
  portal: PortalRef;
  /** Null until Transaction Detail has created it. */
  transaction: BiometricTransaction | null;
  state: CaptureSnapshot;
  send: CaptureSend;
  agent: DeviceAgentClient;
  agentDownloadUrl: string;
  /** Re-reads the transaction after a write (the later steps and the record show it). */
  refresh(): Promise<unknown>;
  /** The appointment a new capture starts from. */
  appointmentId?: string;
}
