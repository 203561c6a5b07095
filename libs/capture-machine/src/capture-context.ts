import {
  CAPTURE_STEPS,
  CAPTURE_STEP_COUNT,
  defaultCaptureSettings,
  initialCompletionFlags,
  initialFingerState,
  isStepDisabled,
  nextStepIndex,
  type CaptureStepKey,
} from '@ridgeline/domain';
import type { CaptureCallInput } from './actors/arm-scanner.actor';
import { pendingItemIndex, type CaptureItem } from './capture-sequence';
import type { CaptureContext, CaptureInput } from './capture-types';

const stepIndexOf = (key: CaptureStepKey): number => CAPTURE_STEPS.findIndex((step) => step.key === key);

export const FINGERPRINTS_STEP_INDEX = stepIndexOf('fingerprints');
export const LAST_STEP_INDEX = CAPTURE_STEP_COUNT - 1;

/** A stored step that is out of range or disabled (the photo without a required photograph) resumes nearby. */
function resumeIndex(input: CaptureInput): number {
  const stored = input.resumeStepIndex ?? 0;
  const index = Number.isInteger(stored) && stored >= 0 && stored < CAPTURE_STEP_COUNT ? stored : 0;
  const rules = { reachableIndex: index, photographRequired: input.photographRequired };
  return isStepDisabled(index, rules) ? (nextStepIndex(index - 1, input.photographRequired) ?? 0) : index;
}

/** The context a capture starts with, at the stored step. */
export function initialCaptureContext(input: CaptureInput): CaptureContext {
  const stepIndex = resumeIndex(input);
  return {
    transactionId: input.transactionId,
    fingerprintOption: input.fingerprintOption,
    photographRequired: input.photographRequired,
    agentDownloadUrl: input.agentDownloadUrl,
    stepIndex,
    reachableIndex: stepIndex,
    completion: initialCompletionFlags(),
    fingers: initialFingerState(),
    markReasons: {},
    settings: input.settings ? { ...input.settings } : defaultCaptureSettings(),
    session: null,
    sequence: [],
    currentIndex: null,
    recaptureCode: null,
    prints: {},
    recaptured: [],
    chosenCodes: input.choosePrints ? [] : null,
    lastQuality: null,
    error: null,
    agentReachable: true,
    dialog: null,
    photo: null,
    signatures: null,
    completionPayload: null,
  };
}

export const stepRules = (context: CaptureContext) => ({
  reachableIndex: context.reachableIndex,
  photographRequired: context.photographRequired,
});

export const currentItem = (context: CaptureContext): CaptureItem | null =>
  context.currentIndex === null ? null : (context.sequence[context.currentIndex] ?? null);

export const autoCaptureMode = (context: CaptureContext): boolean =>
  context.recaptureCode === null
    ? context.settings.deviceAutoCaptureMode
    : context.settings.deviceAutoCaptureModeForRecapture;

/** The request of both start-capture and capture for the current item. */
export function captureRequest(context: CaptureContext): CaptureCallInput {
  const item = currentItem(context);
  const sessionId = context.session?.sessionId ?? '';
  if (!item) throw new Error('No capture item is selected');
  const others = context.sequence.filter((_, index) => index !== context.currentIndex);
  const lastOfPass = pendingItemIndex(others, context.fingers, context.prints) === null;
  const first = Object.keys(context.prints).length === 0;
  return {
    sessionId,
    request: {
      autoCapture: autoCaptureMode(context),
      finger: item.finger,
      signal: context.recaptureCode !== null ? 'RECAPTURE' : first ? 'START' : 'NEXT',
      captureCompleted: context.recaptureCode !== null || lastOfPass,
      forceCapture: context.settings.forceCapture,
    },
  };
}
