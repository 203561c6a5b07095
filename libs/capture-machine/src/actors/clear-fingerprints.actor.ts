import { fromPromise } from 'xstate';
import type { CaptureAgent } from '../capture-agent';

export interface ClearFingerprintsInput {
  sessionId: string;
}

export const createClearFingerprintsActor = (agent: CaptureAgent) =>
  fromPromise<unknown, ClearFingerprintsInput>(({ input, signal }) => agent.clearFingerprints(input, signal));
