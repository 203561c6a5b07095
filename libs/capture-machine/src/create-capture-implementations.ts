import { createAnnotateFingersActor } from './actors/annotate-fingers.actor';
import { createArmScannerActor } from './actors/arm-scanner.actor';
import { createCapturePrintActor } from './actors/capture-print.actor';
import { createClearFingerprintsActor } from './actors/clear-fingerprints.actor';
import { createExitSessionActor } from './actors/exit-session.actor';
import { createLoadSequenceActor } from './actors/load-sequence.actor';
import { createPingAgentActor } from './actors/ping-agent.actor';
import { createReconnectDeviceActor } from './actors/reconnect-device.actor';
import { createStartSessionActor } from './actors/start-session.actor';
import { createStopCaptureActor } from './actors/stop-capture.actor';
import type { CaptureAgent } from './capture-agent';
import type { CaptureContext } from './capture-types';
import type { StepStorage } from './step-storage';

export interface CaptureDeps {
  agent: CaptureAgent;
  stepStorage: StepStorage;
  /** Overrides of the machine's delays, in milliseconds (QA runs may shorten the low-quality pause). */
  delays?: { lowQualityRetry?: number };
}

/** The real actors and side effects, for `captureMachine.provide(createCaptureImplementations(deps))`. */
export function createCaptureImplementations(deps: CaptureDeps) {
  const { agent, stepStorage } = deps;
  return {
    actors: {
      startSession: createStartSessionActor(agent),
      annotateFingers: createAnnotateFingersActor(agent),
      loadSequence: createLoadSequenceActor(agent),
      armScanner: createArmScannerActor(agent),
      capturePrint: createCapturePrintActor(agent),
      stopCapture: createStopCaptureActor(agent),
      clearFingerprints: createClearFingerprintsActor(agent),
      reconnectDevice: createReconnectDeviceActor(agent),
      pingAgent: createPingAgentActor(agent),
      exitSession: createExitSessionActor(agent),
    },
    actions: {
      persistStep: (_: unknown, context: CaptureContext) => stepStorage.write(context.stepIndex),
      clearStoredStep: () => stepStorage.clear(),
    },
    ...(deps.delays?.lowQualityRetry !== undefined
      ? { delays: { lowQualityRetry: deps.delays.lowQualityRetry } }
      : {}),
  };
}
