import { fromPromise } from 'xstate';
import type { CaptureType } from '@ridgeline/domain';
import type { CaptureAgent } from '../capture-agent';
import type { CaptureItem } from '../capture-sequence';

export interface LoadSequenceInput {
  sessionId: string;
  captureTypes: CaptureType[];
}

/**
 * One sequence per capture type, each in the agent's order, concatenated in the order of `captureTypes`. An
 * agent may repeat the plain row in its ROLL sequence; each finger code is captured once, at its first place.
 */
export const createLoadSequenceActor = (agent: CaptureAgent) =>
  fromPromise<CaptureItem[], LoadSequenceInput>(async ({ input, signal }) => {
    const sequences: CaptureItem[][] = [];
    for (const captureType of input.captureTypes) {
      const items = await agent.getCaptureSequence({ sessionId: input.sessionId, captureType }, signal);
      sequences.push([...items].sort((a, b) => a.order - b.order));
    }
    const seen = new Set<string>();
    return sequences.flat().filter((item) => !seen.has(item.finger) && Boolean(seen.add(item.finger)));
  });
