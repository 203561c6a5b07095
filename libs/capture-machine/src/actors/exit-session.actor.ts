import { fromPromise } from 'xstate';
import type { CaptureAgent } from '../capture-agent';

export const createExitSessionActor = (agent: CaptureAgent) =>
  fromPromise<unknown>(({ signal }) => agent.exitSession(signal));
