import { createActor, type ActorOptions, type InspectionEvent, type Observer } from 'xstate';
import { createDeviceAgentClient } from '@ridgeline/device-agent-client';
import { createHttpCaptureAgent, type CaptureAgent } from './capture-agent';
import { captureMachine } from './capture-machine';
import type { CaptureInput } from './capture-types';
import { createCaptureImplementations } from './create-capture-implementations';
import type { KeyValueStorage } from './step-storage';
import { createStepStorage } from './step-storage';

export interface CaptureActorOptions {
  input: Omit<CaptureInput, 'resumeStepIndex'>;
  /** `sessionStorage` in the browser; the stored step is read back so a reload resumes there. */
  storage: KeyValueStorage;
  /** The agent to talk to: a CaptureAgent, or the agent's base URL and optionally its fetch. */
  agent: CaptureAgent | { baseUrl: string; fetch?: typeof globalThis.fetch };
  clock?: NonNullable<ActorOptions<typeof captureMachine>['clock']>;
  lowQualityRetryMs?: number;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

function isCaptureAgent(agent: CaptureActorOptions['agent']): agent is CaptureAgent {
  return 'startSession' in agent;
}

/** The machine wired to an agent and a step storage, resuming at the stored step (not started). */
export function createCaptureActor(options: CaptureActorOptions) {
  const stepStorage = createStepStorage(options.storage);
  const agent = isCaptureAgent(options.agent)
    ? options.agent
    : createHttpCaptureAgent(createDeviceAgentClient(options.agent));
  const machine = captureMachine.provide(
    createCaptureImplementations({
      agent,
      stepStorage,
      ...(options.lowQualityRetryMs !== undefined
        ? { delays: { lowQualityRetry: options.lowQualityRetryMs } }
        : {}),
    }),
  );
  return createActor(machine, {
    input: { ...options.input, resumeStepIndex: stepStorage.read() },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
}
