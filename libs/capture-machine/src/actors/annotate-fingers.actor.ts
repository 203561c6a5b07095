import { fromPromise } from 'xstate';
import type { FingerAnnotation } from '@ridgeline/device-agent-client';
import type { CaptureAgent } from '../capture-agent';

export interface AnnotateFingersInput {
  sessionId: string;
  annotations: FingerAnnotation[];
}

export const createAnnotateFingersActor = (agent: CaptureAgent) =>
  fromPromise<unknown, AnnotateFingersInput>(({ input, signal }) => agent.annotate(input, signal));
