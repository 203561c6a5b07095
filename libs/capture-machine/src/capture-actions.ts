import { assign as assignTo } from 'xstate';
import {
  CAPTURE_STEPS,
  activateFingerprintStep,
  buildCompletionPayload,
  completeTab,
  fingerStateReducer,
  nextStepIndex,
  previousStepIndex,
  rolledFingerCode,
} from '@ridgeline/domain';
import { LOW_QUALITY_SCORE } from './capture-constants';
import { currentItem } from './capture-context';
import { isAgentUnreachable, toCaptureError } from './capture-error';
import { activationOf, imageActionOf, pendingItemIndex } from './capture-sequence';
import type { CaptureContext, CaptureEvent, CaptureResult, PrintSummary } from './capture-types';

/** `assign` bound to the capture machine's context and events, as `setup` would bind it. */
const assign = assignTo<CaptureContext, CaptureEvent, undefined, CaptureEvent, never>;

/** Keeps an accepted capture: its prints, the finger state's image, and a fresh force-capture counter. */
export function storeResult(context: CaptureContext, result: CaptureResult): Partial<CaptureContext> {
  const item = currentItem(context);
  if (!item) return {};
  const forced = context.settings.forceCapture;
  const prints = { ...context.prints };
  for (const print of result.fingerprints) {
    const summary: PrintSummary = {
      id: print.id,
      code: print.code,
      quality: print.quality,
      width: print.width,
      height: print.height,
      bitmapImage: print.bitmapImage,
      forced,
    };
    prints[print.code] = summary;
  }
  const own = result.fingerprints.find((print) => print.code === item.finger) ?? result.fingerprints[0];
  // A capture answered without prints still counts as done, so the sequence cannot stall on it.
  prints[item.finger] ??= {
    id: own?.id ?? `${item.finger}-empty`,
    code: item.finger,
    quality: own?.quality ?? LOW_QUALITY_SCORE,
    width: own?.width ?? 1,
    height: own?.height ?? 1,
    bitmapImage: own?.bitmapImage ?? '',
    forced,
  };
  return {
    prints,
    fingers: fingerStateReducer(
      context.fingers,
      imageActionOf(item, own?.id ?? prints[item.finger]?.id ?? null),
    ),
    settings: { ...context.settings, forceCapture: false, forceCaptureCounter: 0 },
    lastQuality: own?.quality ?? null,
    recaptured:
      context.recaptureCode === null ? context.recaptured : [...context.recaptured, context.recaptureCode],
    recaptureCode: null,
    error: null,
  };
}

/** The machine's named actions: step moves, marks, capture progress and the completion payload. */
export const captureActions = {
  // Provided by createCaptureImplementations: the storage is the web app's (sessionStorage) or a test's.
  // Until then they do nothing, which keeps the bare machine pure.
  persistStep: (_: unknown, _context: CaptureContext) => undefined,
  clearStoredStep: () => undefined,
  recordFailure: assignTo<CaptureContext, CaptureEvent, { error: unknown }, CaptureEvent, never>(
    (_: unknown, params: { error: unknown }) => ({
      error: toCaptureError(params.error),
      agentReachable: !isAgentUnreachable(params.error),
    }),
  ),
  completeCurrentStep: assign(({ context }) => {
    const step = CAPTURE_STEPS[context.stepIndex];
    return step ? { completion: completeTab(context.completion, step.tab) } : {};
  }),
  advanceStep: assign(({ context }) => {
    const next = nextStepIndex(context.stepIndex, context.photographRequired) ?? context.stepIndex;
    return { stepIndex: next, reachableIndex: Math.max(context.reachableIndex, next) };
  }),
  stepBack: assign(({ context }) => ({
    stepIndex: previousStepIndex(context.stepIndex, context.photographRequired) ?? context.stepIndex,
  })),
  goToStep: assign(({ context, event }) =>
    event.type === 'step.goto' ? { stepIndex: event.index } : { stepIndex: context.stepIndex },
  ),
  markFinger: assign(({ context, event }) => {
    if (event.type !== 'finger.mark') return {};
    const code = rolledFingerCode(event.hand, event.finger);
    const { [code]: _previous, ...otherReasons } = context.markReasons;
    return {
      fingers: fingerStateReducer(context.fingers, {
        type: 'finger.mark',
        hand: event.hand,
        finger: event.finger,
        mark: event.mark,
      }),
      markReasons: event.reason ? { ...otherReasons, [code]: event.reason } : otherReasons,
    };
  }),
  clearFinger: assign(({ context, event }) => {
    if (event.type !== 'finger.clear') return {};
    const { [rolledFingerCode(event.hand, event.finger)]: _cleared, ...markReasons } = context.markReasons;
    return {
      fingers: fingerStateReducer(context.fingers, {
        type: 'finger.clear',
        hand: event.hand,
        finger: event.finger,
      }),
      markReasons,
    };
  }),
  reopenFingerprints: assign(({ context }) =>
    context.completion.fingerprint ? { completion: activateFingerprintStep(context.completion) } : {},
  ),
  setPhoto: assign(({ event }) => (event.type === 'photo.set' ? { photo: event.image } : {})),
  setSignatures: assign(({ event }) =>
    event.type === 'signature.set' ? { signatures: event.signatures } : {},
  ),
  setAutoCapture: assign(({ context, event }) =>
    event.type === 'capture.autoCapture'
      ? {
          settings: {
            ...context.settings,
            deviceAutoCaptureMode: event.enabled,
            deviceAutoCaptureModeForRecapture: event.enabled,
          },
        }
      : {},
  ),
  selectItem: assign(({ context }) => {
    const index =
      context.recaptureCode !== null
        ? context.sequence.findIndex((item) => item.finger === context.recaptureCode)
        : pendingItemIndex(context.sequence, context.fingers, context.prints);
    const item = index === null || index < 0 ? null : context.sequence[index];
    if (!item) return { currentIndex: null };
    return {
      currentIndex: index,
      fingers: fingerStateReducer(context.fingers, activationOf(item)),
      error: null,
    };
  }),
  finishPass: assign({ currentIndex: null, error: null }),
  countLowQuality: assign(({ context }) => ({
    settings: { ...context.settings, forceCaptureCounter: context.settings.forceCaptureCounter + 1 },
  })),
  armForce: assign(({ context }) => ({ settings: { ...context.settings, forceCapture: true } })),
  startRecapture: assign(({ context, event }) =>
    event.type === 'capture.recapture'
      ? {
          recaptureCode: event.code,
          settings: { ...context.settings, forceCapture: false, forceCaptureCounter: 0 },
        }
      : {},
  ),
  // A new choice loads the sequence again, so it holds only the chosen impressions.
  choosePrints: assign(({ event }) =>
    event.type === 'capture.choose' ? { chosenCodes: [...new Set(event.codes)], sequence: [] } : {},
  ),
  buildCompletion: assign(({ context, event }) =>
    event.type === 'capture.complete'
      ? {
          completion: completeTab(context.completion, 'biometric-confirmation'),
          completionPayload: buildCompletionPayload({
            ...event.payload,
            id: context.transactionId,
            status: 'COMPLETED',
          }),
        }
      : {},
  ),
};
