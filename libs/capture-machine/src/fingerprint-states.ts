import { and, assign } from 'xstate';
import { fingerStateReducer, isRefusedQuality } from '@ridgeline/domain';
import { annotationsOf } from './annotations';
import { storeResult } from './capture-actions';
import { LOW_QUALITY_SCORE } from './capture-constants';
import { captureRequest } from './capture-context';
import { isIgnoredCaptureFailure, isLowQualityFailure } from './capture-error';
import { captureTypesFor, chosenItems } from './capture-sequence';
import { captureSetup } from './capture-setup';
import type { CaptureContext, CaptureResult } from './capture-types';

function isLowQualityResult(context: CaptureContext, result: CaptureResult): boolean {
  return (
    !context.settings.forceCapture && result.fingerprints.some((print) => isRefusedQuality(print.quality))
  );
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

/** Each step's entry writes its index to the step storage, so a reload resumes there. */
export const persistStep = {
  type: 'persistStep',
  params: ({ context }: { context: CaptureContext }) => context,
} as const;

/**
 * The Fingerprints step: the device session from start to review (spec §3, §4 and §8, docs/decisions.md
 * "Capture machine"), one invoked agent call per state.
 */
export const fingerprintsState = captureSetup.createStateConfig({
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
          { guard: and(['hasChoice', 'hasSession']), target: 'preparing' },
          { guard: 'hasChoice', target: 'startingSession' },
        ],
        'capture.choose': { guard: 'canChoose', actions: 'choosePrints' },
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
          actions: assign({
            sequence: ({ context, event }) => chosenItems(event.output, context.chosenCodes),
          }),
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
});
