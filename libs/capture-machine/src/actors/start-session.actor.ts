import { fromPromise } from 'xstate';
import type { Session } from '@ridgeline/device-agent-client';
import type { CaptureAgent } from '../capture-agent';

export interface StartSessionInput {
  transactionId: string;
}

export const createStartSessionActor = (agent: CaptureAgent) =>
  fromPromise<Session, StartSessionInput>(({ input, signal }) =>
    agent.startSession({ id: input.transactionId }, signal),
  );
