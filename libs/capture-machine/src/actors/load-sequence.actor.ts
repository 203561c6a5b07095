import { fromPromise } from 'xstate';
import type { CaptureType } from '@ridgeline/domain';
import type { CaptureAgent } from '../capture-agent';
import type { CaptureItem } from '../capture-sequence';

export interface LoadSequenceInput {
  sessionId: string;
  captureTypes: CaptureType[];
}

/** One sequence per capture type, each in the agent's order, concatenated in the order of `captureTypes`. */
export const createLoadSequenceActor = (agent: CaptureAgent) =>
  fromPromise<CaptureItem[], LoadSequenceInput>(async ({ input, signal }) => {
    const sequences: CaptureItem[][] = [];
    for (const captureType of input.captureTypes) {
      const items = await agent.getCaptureSequence({ sessionId: input.sessionId, captureType }, signal);
      sequences.push([...items].sort((a, b) => a.order - b.order));
    }
    return sequences.flat();
  });
