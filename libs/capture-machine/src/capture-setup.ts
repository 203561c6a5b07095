import { setup } from 'xstate';
import type { CaptureResult, DeviceInfo, Session } from '@ridgeline/device-agent-client';
import type { AnnotateFingersInput } from './actors/annotate-fingers.actor';
import type { CaptureCallInput } from './actors/arm-scanner.actor';
import type { ClearFingerprintsInput } from './actors/clear-fingerprints.actor';
import type { LoadSequenceInput } from './actors/load-sequence.actor';
import { notProvided } from './actors/not-provided';
import type { StartSessionInput } from './actors/start-session.actor';
import { captureActions } from './capture-actions';
import { LOW_QUALITY_RETRY_DELAY_MS } from './capture-constants';
import { captureGuards } from './capture-guards';
import type { CaptureItem } from './capture-sequence';
import type { CaptureContext, CaptureEvent, CaptureInput, CaptureOutput } from './capture-types';

/** The capture machine's types, actors (provided later), delays, guards and actions, for its states to share. */
export const captureSetup = setup({
  types: {
    context: {} as CaptureContext,
    events: {} as CaptureEvent,
    input: {} as CaptureInput,
    output: {} as CaptureOutput,
  },
  actors: {
    startSession: notProvided<Session, StartSessionInput>('startSession'),
    annotateFingers: notProvided<unknown, AnnotateFingersInput>('annotateFingers'),
    loadSequence: notProvided<CaptureItem[], LoadSequenceInput>('loadSequence'),
    armScanner: notProvided<unknown, CaptureCallInput>('armScanner'),
    capturePrint: notProvided<CaptureResult, CaptureCallInput>('capturePrint'),
    stopCapture: notProvided<unknown>('stopCapture'),
    clearFingerprints: notProvided<unknown, ClearFingerprintsInput>('clearFingerprints'),
    reconnectDevice: notProvided<DeviceInfo>('reconnectDevice'),
    pingAgent: notProvided<unknown>('pingAgent'),
    exitSession: notProvided<unknown>('exitSession'),
  },
  delays: {
    lowQualityRetry: LOW_QUALITY_RETRY_DELAY_MS,
  },
  guards: captureGuards,
  actions: captureActions,
});
