import type { CaptureInput } from '../capture-types';
import type { ModelEvent } from './model-events';
import {
  CAPTURE_EVENTS,
  CLEAN_SESSION_EVENTS,
  COMPLETION_EVENTS,
  LEAVE_EVENTS,
  STEP_EVENTS,
} from './model-events';

export interface ModelConfig {
  name: string;
  input: CaptureInput;
  /** The only events the traversal takes here; the others belong to another model. */
  events: ModelEvent[];
  /** Stop exploring beyond states another model covers. */
  stopAtStep?: number;
}

const input = (overrides: Partial<CaptureInput>): CaptureInput => ({
  transactionId: 'T-MODEL',
  fingerprintOption: 'FLAT_AND_ROLL',
  photographRequired: true,
  agentDownloadUrl: 'https://downloads.example.test/agent',
  ...overrides,
});

/**
 * Three views of one machine, each over every shortest path: the workflow steps (with and without the
 * photograph), the device session inside the fingerprints step, and the leave dialog.
 */
export const MODEL_CONFIGS: ModelConfig[] = [
  {
    name: 'steps with a photograph',
    input: input({ photographRequired: true }),
    events: [...STEP_EVENTS, ...CLEAN_SESSION_EVENTS, ...COMPLETION_EVENTS],
  },
  {
    name: 'steps without a photograph',
    input: input({ photographRequired: false }),
    events: [...STEP_EVENTS, ...CLEAN_SESSION_EVENTS, ...COMPLETION_EVENTS],
  },
  {
    name: 'device session',
    input: input({ resumeStepIndex: 4 }),
    events: CAPTURE_EVENTS,
    stopAtStep: 5,
  },
  {
    name: 'leave dialog before any capture',
    input: input({}),
    events: LEAVE_EVENTS,
    stopAtStep: 2,
  },
  {
    name: 'leave dialog mid-capture',
    input: input({ resumeStepIndex: 4 }),
    events: LEAVE_EVENTS,
    stopAtStep: 5,
  },
];
