import { fromPromise } from 'xstate';
import type { CaptureAgent } from '../capture-agent';

export const createPingAgentActor = (agent: CaptureAgent) =>
  fromPromise<unknown>(({ signal }) => agent.ping(signal));
