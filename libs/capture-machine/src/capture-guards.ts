import { CAPTURE_STEP_COUNT, isStepDisabled, nextStepIndex, previousStepIndex } from '@ridgeline/domain';
import { annotationsOf } from './annotations';
import { FORCE_CAPTURE_AFTER } from './capture-constants';
import { isConnectionFailure, isInvalidFinger } from './capture-error';
import { autoCaptureMode, FINGERPRINTS_STEP_INDEX, LAST_STEP_INDEX, stepRules } from './capture-context';
import { pendingItemIndex } from './capture-sequence';
import type { CaptureContext, CaptureEvent } from './capture-types';

interface GuardArgs {
  context: CaptureContext;
  event: CaptureEvent;
}

/** The machine's named guards, each a question about the context (and the event that asks it). */
export const captureGuards = {
  connectionFailure: (_: GuardArgs, params: { error: unknown }) => isConnectionFailure(params.error),
  invalidFinger: (_: GuardArgs, params: { error: unknown }) => isInvalidFinger(params.error),
  stepIs: ({ context }: GuardArgs, params: { index: number }) => context.stepIndex === params.index,
  canAdvance: ({ context }: GuardArgs) =>
    context.stepIndex !== FINGERPRINTS_STEP_INDEX &&
    context.stepIndex !== LAST_STEP_INDEX &&
    nextStepIndex(context.stepIndex, context.photographRequired) !== null,
  hasPreviousStep: ({ context }: GuardArgs) =>
    previousStepIndex(context.stepIndex, context.photographRequired) !== null,
  canGoToStep: ({ context, event }: GuardArgs) =>
    event.type === 'step.goto' &&
    event.index !== context.stepIndex &&
    Number.isInteger(event.index) &&
    event.index >= 0 &&
    event.index < CAPTURE_STEP_COUNT &&
    !isStepDisabled(event.index, stepRules(context)),
  hasSession: ({ context }: GuardArgs) => context.session !== null,
  noSession: ({ context }: GuardArgs) => context.session === null,
  hasSequence: ({ context }: GuardArgs) => context.sequence.length > 0,
  noMarks: ({ context }: GuardArgs) => annotationsOf(context.fingers, context.markReasons).length === 0,
  noPendingItem: ({ context }: GuardArgs) =>
    context.recaptureCode === null &&
    pendingItemIndex(context.sequence, context.fingers, context.prints) === null,
  autoCaptureOn: ({ context }: GuardArgs) => autoCaptureMode(context),
  autoRetry: ({ context }: GuardArgs) =>
    autoCaptureMode(context) && context.settings.forceCaptureCounter < FORCE_CAPTURE_AFTER,
  forceAvailable: ({ context }: GuardArgs) => context.settings.forceCaptureCounter >= FORCE_CAPTURE_AFTER,
  inSequence: ({ context, event }: GuardArgs) =>
    event.type === 'capture.recapture' && context.sequence.some((item) => item.finger === event.code),
  /** Only a recapture transaction chooses its impressions (a first capture takes the whole sequence). */
  canChoose: ({ context, event }: GuardArgs) =>
    event.type === 'capture.choose' && context.chosenCodes !== null,
  /** A recapture starts once at least one impression is chosen; a first capture takes them all. */
  hasChoice: ({ context }: GuardArgs) => context.chosenCodes === null || context.chosenCodes.length > 0,
  nothingToLose: ({ context }: GuardArgs) =>
    context.stepIndex === 0 &&
    context.session === null &&
    !Object.entries(context.completion).some(([, done]) => done),
};
