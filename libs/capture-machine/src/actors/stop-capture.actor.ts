import { fromPromise } from 'xstate';
import type { CaptureAgent } from '../capture-agent';

export const createStopCaptureActor = (agent: CaptureAgent) =>
  fromPromise<unknown>(({ signal }) => agent.stopCapture(signal));
