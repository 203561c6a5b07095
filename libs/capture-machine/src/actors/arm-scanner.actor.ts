import { fromPromise } from 'xstate';
import type { CaptureRequest } from '@ridgeline/device-agent-client';
import type { CaptureAgent } from '../capture-agent';

export interface CaptureCallInput {
  sessionId: string;
  request: CaptureRequest;
}

export const createArmScannerActor = (agent: CaptureAgent) =>
  fromPromise<unknown, CaptureCallInput>(({ input, signal }) => agent.startCapture(input, signal));
