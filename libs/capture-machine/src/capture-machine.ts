import { assign } from 'xstate';
import { CAPTURE_STEPS } from '@ridgeline/domain';
import { annotationsOf } from './annotations';
import { initialCaptureContext } from './capture-context';
import { isAgentUnreachable } from './capture-error';
import { captureSetup } from './capture-setup';
import { fingerprintsState, persistStep } from './fingerprint-states';
import { agentMissingLeaveDialog, confirmLeaveDialog } from './leave-dialog';

export { FINGERPRINTS_STEP_INDEX } from './capture-context';

/**
 * The capture workflow (spec §2): the seven steps, the device session inside Fingerprints
 * (fingerprint-states.ts) and the leave dialog beside them. Guards and actions live in capture-guards.ts and
 * capture-actions.ts.
 */
export const captureMachine = captureSetup.createMachine({
  id: 'capture',
  context: ({ input }) => initialCaptureContext(input),
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
            fingerprints: fingerprintsState,
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
