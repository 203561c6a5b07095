import { assign, setup } from 'xstate';
import {
  CAPTURE_STEPS,
  CAPTURE_STEP_COUNT,
  activateFingerprintStep,
  buildCompletionPayload,
  completeTab,
  defaultCaptureSettings,
  fingerStateReducer,
  initialCompletionFlags,
  initialFingerState,
  isStepDisabled,
  nextStepIndex,
  previousStepIndex,
  rolledFingerCode,
  type CaptureStepKey,
} from '@ridgeline/domain';
import type { CaptureResult, DeviceInfo, Session } from '@ridgeline/device-agent-client';
import type { AnnotateFingersInput } from './actors/annotate-fingers.actor';
import type { CaptureCallInput } from './actors/arm-scanner.actor';
import type { ClearFingerprintsInput } from './actors/clear-fingerprints.actor';
import type { LoadSequenceInput } from './actors/load-sequence.actor';
import { notProvided } from './actors/not-provided';
import type { StartSessionInput } from './actors/start-session.actor';
import { annotationsOf } from './annotations';
import { FORCE_CAPTURE_AFTER, LOW_QUALITY_RETRY_DELAY_MS, LOW_QUALITY_SCORE } from './capture-constants';
import {
  isAgentUnreachable,
  isConnectionFailure,
  isIgnoredCaptureFailure,
  isInvalidFinger,
  isLowQualityFailure,
  toCaptureError,
} from './capture-error';
import {
  activationOf,
  captureTypesFor,
  imageActionOf,
  pendingItemIndex,
  type CaptureItem,
} from './capture-sequence';
import type {
  CaptureContext,
  CaptureEvent,
  CaptureInput,
  CaptureOutput,
  PrintSummary,
} from './capture-types';
import { agentMissingLeaveDialog, confirmLeaveDialog } from './leave-dialog';

const stepIndexOf = (key: CaptureStepKey): number => CAPTURE_STEPS.findIndex((step) => step.key === key);

export const FINGERPRINTS_STEP_INDEX = stepIndexOf('fingerprints');
const LAST_STEP_INDEX = CAPTURE_STEP_COUNT - 1;

/** A stored step that is out of range or disabled (the photo without a required photograph) resumes nearby. */
function resumeIndex(input: CaptureInput): number {
  const stored = input.resumeStepIndex ?? 0;
  const index = Number.isInteger(stored) && stored >= 0 && stored < CAPTURE_STEP_COUNT ? stored : 0;
  const rules = { reachableIndex: index, photographRequired: input.photographRequired };
  return isStepDisabled(index, rules) ? (nextStepIndex(index - 1, input.photographRequired) ?? 0) : index;
}

const stepRules = (context: CaptureContext) => ({
  reachableIndex: context.reachableIndex,
  photographRequired: context.photographRequired,
});

const currentItem = (context: CaptureContext): CaptureItem | null =>
  context.currentIndex === null ? null : (context.sequence[context.currentIndex] ?? null);

const autoCaptureMode = (context: CaptureContext): boolean =>
  context.recaptureCode === null
    ? context.settings.deviceAutoCaptureMode
    : context.settings.deviceAutoCaptureModeForRecapture;

/** The request of both start-capture and capture for the current item. */
function captureRequest(context: CaptureContext): CaptureCallInput {
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

function isLowQualityResult(context: CaptureContext, result: CaptureResult): boolean {
  return (
    !context.settings.forceCapture && result.fingerprints.some((print) => print.quality >= LOW_QUALITY_SCORE)
  );
}

function storeResult(context: CaptureContext, result: CaptureResult): Partial<CaptureContext> {
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

const failureParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Every failure of a device-session call routes to the error the operator can act on. */
const failureTransitions = [
  {
    guard: { type: 'connectionFailure', params: failureParams },
    target: '#capture.active.flow.fingerprints.deviceLost',
    actions: { type: 'recordFailure', params: failureParams },
  },
  {
    guard: { type: 'invalidFinger', params: failureParams },
    target: '#capture.active.flow.fingerprints.invalidFinger',
    actions: { type: 'recordFailure', params: failureParams },
  },
  {
    target: '#capture.active.flow.fingerprints.captureFailed',
    actions: { type: 'recordFailure', params: failureParams },
  },
] as const;

const persistStep = {
  type: 'persistStep',
  params: ({ context }: { context: CaptureContext }) => context,
} as const;

export const captureMachine = setup({
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
  guards: {
    connectionFailure: (_, params: { error: unknown }) => isConnectionFailure(params.error),
    invalidFinger: (_, params: { error: unknown }) => isInvalidFinger(params.error),
    stepIs: ({ context }, params: { index: number }) => context.stepIndex === params.index,
    canAdvance: ({ context }) =>
      context.stepIndex !== FINGERPRINTS_STEP_INDEX &&
      context.stepIndex !== LAST_STEP_INDEX &&
      nextStepIndex(context.stepIndex, context.photographRequired) !== null,
    hasPreviousStep: ({ context }) =>
      previousStepIndex(context.stepIndex, context.photographRequired) !== null,
    canGoToStep: ({ context, event }) =>
      event.type === 'step.goto' &&
      event.index !== context.stepIndex &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < CAPTURE_STEP_COUNT &&
      !isStepDisabled(event.index, stepRules(context)),
    hasSession: ({ context }) => context.session !== null,
    noSession: ({ context }) => context.session === null,
    hasSequence: ({ context }) => context.sequence.length > 0,
    noMarks: ({ context }) => annotationsOf(context.fingers, context.markReasons).length === 0,
    noPendingItem: ({ context }) =>
      context.recaptureCode === null &&
      pendingItemIndex(context.sequence, context.fingers, context.prints) === null,
    autoCaptureOn: ({ context }) => autoCaptureMode(context),
    autoRetry: ({ context }) =>
      autoCaptureMode(context) && context.settings.forceCaptureCounter < FORCE_CAPTURE_AFTER,
    forceAvailable: ({ context }) => context.settings.forceCaptureCounter >= FORCE_CAPTURE_AFTER,
    inSequence: ({ context, event }) =>
      event.type === 'capture.recapture' && context.sequence.some((item) => item.finger === event.code),
    nothingToLose: ({ context }) =>
      context.stepIndex === 0 &&
      context.session === null &&
      !Object.entries(context.completion).some(([, done]) => done),
  },
  actions: {
    // Provided by createCaptureImplementations: the storage is the web app's (sessionStorage) or a test's.
    // Until then they do nothing, which keeps the bare machine pure for graph traversal.
    persistStep: (_, _context: CaptureContext) => undefined,
    clearStoredStep: () => undefined,
    recordFailure: assign((_, params: { error: unknown }) => ({
      error: toCaptureError(params.error),
      agentReachable: !isAgentUnreachable(params.error),
    })),
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
  },
}).createMachine({
  id: 'capture',
  context: ({ input }) => {
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
      settings: defaultCaptureSettings(),
      session: null,
      sequence: [],
      currentIndex: null,
      recaptureCode: null,
      prints: {},
      recaptured: [],
      lastQuality: null,
      error: null,
      agentReachable: true,
      dialog: null,
      photo: null,
      signatures: null,
      completionPayload: null,
    };
  },
  initial: 'active',
  output: ({ context }) => ({
    outcome: context.completionPayload ? 'completed' : 'exited',
    completionPayload: context.completionPayload,
    prints: Object.values(context.prints),
    annotations: annotationsOf(context.fingers, context.markReasons),
  }),
  states: {
    active: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'resolving',
          on: {
            'step.next': {
              guard: 'canAdvance',
              target: '.resolving',
              actions: ['completeCurrentStep', 'advanceStep'],
            },
            'step.back': { guard: 'hasPreviousStep', target: '.resolving', actions: 'stepBack' },
            'step.goto': { guard: 'canGoToStep', target: '.resolving', actions: 'goToStep' },
            'finger.mark': { actions: ['markFinger', 'reopenFingerprints'] },
            'finger.clear': { actions: ['clearFinger', 'reopenFingerprints'] },
            'photo.set': { actions: 'setPhoto' },
            'signature.set': { actions: 'setSignatures' },
            'capture.autoCapture': { actions: 'setAutoCapture' },
          },
          states: {
            resolving: {
              always: CAPTURE_STEPS.map((step) => ({
                guard: { type: 'stepIs' as const, params: { index: step.index } },
                target: step.key,
              })),
            },
            transactionDetail: { entry: persistStep },
            applicant: { entry: persistStep },
            photo: { entry: persistStep },
            annotations: { entry: persistStep },
            fingerprints: {
              entry: persistStep,
              initial: 'idle',
              on: {
                // Marking a finger mid-capture cancels the call in flight, tells the agent and skips the finger.
                'finger.mark': {
                  guard: 'hasSession',
                  target: '.preparing',
                  actions: ['markFinger', 'reopenFingerprints'],
                },
                'finger.clear': {
                  guard: 'hasSession',
                  target: '.preparing',
                  actions: ['clearFinger', 'reopenFingerprints'],
                },
              },
              states: {
                idle: {
                  on: {
                    'capture.start': [
                      { guard: 'hasSession', target: 'preparing' },
                      { target: 'startingSession' },
                    ],
                    // Until the operator starts or resumes, marks only change the hands; they go out with the start.
                    'finger.mark': { actions: ['markFinger', 'reopenFingerprints'] },
                    'finger.clear': { actions: ['clearFinger', 'reopenFingerprints'] },
                  },
                },
                startingSession: {
                  invoke: {
                    id: 'startSession',
                    src: 'startSession',
                    input: ({ context }) => ({ transactionId: context.transactionId }),
                    onDone: {
                      target: 'preparing',
                      actions: assign(({ event }) => ({
                        session: {
                          sessionId: event.output.sessionId,
                          deviceDetail: event.output.deviceDetail,
                        },
                        agentReachable: true,
                        error: null,
                      })),
                    },
                    onError: failureTransitions,
                  },
                },
                // Routing states keep invokes out of states that are left at once (the call would still go out).
                preparing: {
                  always: [{ guard: 'noMarks', target: 'sequenceReady' }, { target: 'annotating' }],
                },
                sequenceReady: {
                  always: [{ guard: 'hasSequence', target: 'nextItem' }, { target: 'loadingSequence' }],
                },
                annotating: {
                  invoke: {
                    id: 'annotateFingers',
                    src: 'annotateFingers',
                    input: ({ context }) => ({
                      sessionId: context.session?.sessionId ?? '',
                      annotations: annotationsOf(context.fingers, context.markReasons),
                    }),
                    onDone: 'sequenceReady',
                    onError: failureTransitions,
                  },
                },
                loadingSequence: {
                  invoke: {
                    id: 'loadSequence',
                    src: 'loadSequence',
                    input: ({ context }) => ({
                      sessionId: context.session?.sessionId ?? '',
                      captureTypes: captureTypesFor(context.fingerprintOption),
                    }),
                    onDone: {
                      target: 'nextItem',
                      actions: assign({ sequence: ({ event }) => event.output }),
                    },
                    onError: failureTransitions,
                  },
                },
                nextItem: {
                  always: [
                    { guard: 'noPendingItem', target: 'review', actions: 'finishPass' },
                    { target: 'arming', actions: 'selectItem' },
                  ],
                },
                arming: {
                  invoke: {
                    id: 'armScanner',
                    src: 'armScanner',
                    input: ({ context }) => captureRequest(context),
                    onDone: [{ guard: 'autoCaptureOn', target: 'capturing' }, { target: 'armed' }],
                    onError: failureTransitions,
                  },
                  on: { 'capture.stop': 'stopping' },
                },
                armed: {
                  on: { 'capture.trigger': 'capturing', 'capture.stop': 'stopping' },
                },
                capturing: {
                  invoke: {
                    id: 'capturePrint',
                    src: 'capturePrint',
                    input: ({ context }) => captureRequest(context),
                    onDone: [
                      {
                        guard: ({ context, event }) => isLowQualityResult(context, event.output),
                        target: 'lowQuality',
                        actions: [
                          'countLowQuality',
                          assign({
                            lastQuality: ({ event }) =>
                              Math.max(...event.output.fingerprints.map((print) => print.quality)),
                          }),
                        ],
                      },
                      {
                        target: 'nextItem',
                        actions: assign(({ context, event }) => storeResult(context, event.output)),
                      },
                    ],
                    onError: [
                      // A transient scanner status: keep waiting on the same finger without a word.
                      {
                        guard: ({ event }) => isIgnoredCaptureFailure(event.error),
                        target: 'arming',
                        reenter: true,
                      },
                      {
                        guard: ({ event }) => isLowQualityFailure(event.error),
                        target: 'lowQuality',
                        actions: ['countLowQuality', assign({ lastQuality: LOW_QUALITY_SCORE })],
                      },
                      ...failureTransitions,
                    ],
                  },
                  on: { 'capture.stop': 'stopping' },
                },
                lowQuality: {
                  after: { lowQualityRetry: { guard: 'autoRetry', target: 'arming' } },
                  on: {
                    'capture.retry': 'arming',
                    'capture.force': { guard: 'forceAvailable', target: 'arming', actions: 'armForce' },
                    'capture.stop': 'stopping',
                  },
                },
                invalidFinger: {
                  on: { 'capture.retry': 'resuming' },
                },
                captureFailed: {
                  on: { 'capture.retry': 'resuming' },
                },
                deviceLost: {
                  on: { 'device.reconnect': 'reconnecting', 'capture.retry': 'resuming' },
                },
                reconnecting: {
                  invoke: {
                    id: 'reconnectDevice',
                    src: 'reconnectDevice',
                    onDone: {
                      target: 'resuming',
                      actions: assign(({ context, event }) => ({
                        agentReachable: true,
                        error: null,
                        session: context.session ? { ...context.session, deviceDetail: event.output } : null,
                      })),
                    },
                    onError: failureTransitions,
                  },
                },
                resuming: {
                  always: [{ guard: 'noSession', target: 'startingSession' }, { target: 'preparing' }],
                },
                stopping: {
                  invoke: {
                    id: 'stopCapture',
                    src: 'stopCapture',
                    onDone: 'paused',
                    onError: 'paused',
                  },
                },
                paused: {
                  on: {
                    'capture.resume': 'preparing',
                    'finger.mark': { actions: ['markFinger', 'reopenFingerprints'] },
                    'finger.clear': { actions: ['clearFinger', 'reopenFingerprints'] },
                  },
                },
                review: {
                  on: {
                    'capture.clear': 'clearing',
                    'capture.recapture': {
                      guard: 'inSequence',
                      target: 'nextItem',
                      actions: 'startRecapture',
                    },
                    'step.next': 'finishing',
                  },
                },
                // Throws every print away (agent and hands alike); the operator starts the sequence again.
                clearing: {
                  invoke: {
                    id: 'clearFingerprints',
                    src: 'clearFingerprints',
                    input: ({ context }) => ({ sessionId: context.session?.sessionId ?? '' }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        assign(({ context }) => ({
                          fingers: fingerStateReducer(context.fingers, { type: 'fingers.clearAll' }),
                          prints: {},
                          recaptured: [],
                          currentIndex: null,
                          error: null,
                        })),
                        'reopenFingerprints',
                      ],
                    },
                    onError: failureTransitions,
                  },
                },
                finishing: {
                  invoke: {
                    id: 'finishCapture',
                    src: 'stopCapture',
                    onDone: {
                      target: '#capture.active.flow.resolving',
                      actions: ['completeCurrentStep', 'advanceStep'],
                    },
                    onError: {
                      target: '#capture.active.flow.resolving',
                      actions: ['completeCurrentStep', 'advanceStep'],
                    },
                  },
                },
              },
            },
            signature: { entry: persistStep },
            confirmation: {
              entry: persistStep,
              on: { 'capture.complete': { target: '#capture.closing', actions: 'buildCompletion' } },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              entry: assign({ dialog: null }),
              on: {
                'leave.request': [
                  { guard: 'nothingToLose', target: '#capture.exiting' },
                  { target: 'checkingAgent' },
                ],
              },
            },
            checkingAgent: {
              invoke: {
                id: 'pingAgent',
                src: 'pingAgent',
                onDone: {
                  target: 'confirming',
                  actions: assign({ agentReachable: true, dialog: () => confirmLeaveDialog() }),
                },
                onError: [
                  {
                    guard: ({ event }) => isAgentUnreachable(event.error),
                    target: 'agentMissing',
                    actions: assign({
                      agentReachable: false,
                      dialog: ({ context }) => agentMissingLeaveDialog(context.agentDownloadUrl),
                    }),
                  },
                  { target: 'confirming', actions: assign({ dialog: () => confirmLeaveDialog() }) },
                ],
              },
              on: { 'leave.cancel': 'closed' },
            },
            confirming: {
              on: { 'leave.cancel': 'closed', 'leave.confirm': '#capture.exiting' },
            },
            agentMissing: {
              on: { 'leave.cancel': 'closed' },
            },
          },
        },
      },
    },
    exiting: {
      entry: assign({ dialog: null }),
      always: [{ guard: 'noSession', target: 'exited' }, { target: 'exitingSession' }],
    },
    exitingSession: {
      invoke: { id: 'exitSession', src: 'exitSession', onDone: 'exited', onError: 'exited' },
    },
    closing: {
      always: [{ guard: 'noSession', target: 'completed' }, { target: 'closingSession' }],
    },
    closingSession: {
      invoke: { id: 'closeSession', src: 'exitSession', onDone: 'completed', onError: 'completed' },
    },
    exited: { type: 'final', entry: 'clearStoredStep' },
    completed: { type: 'final', entry: 'clearStoredStep' },
  },
});

export type CaptureMachine = typeof captureMachine;
