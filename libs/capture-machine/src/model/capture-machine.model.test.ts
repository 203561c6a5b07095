import { afterAll, describe, expect, it } from 'vitest';
import {
  createActor,
  SimulatedClock,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type SnapshotFrom,
} from 'xstate';
import type { CaptureRequest } from '@ridgeline/device-agent-client';
import { captureMachine, type CaptureMachine } from '../capture-machine';
import { createActorController } from './controlled-actors';
import { DEVICE, ERRORS, MODEL_SEQUENCE, printFor, SESSION } from './model-answers';
import { MODEL_CONFIGS, type ModelConfig } from './model-configs';
import {
  FLOW_CALL,
  initialState,
  referenceStep,
  RULES,
  TRANSACTION_ID,
  type AgentCall,
  type RefEvent,
  type RefState,
} from './reference-model';
import { explore, type ModelCase } from './explore';

/** Key-order-free JSON, so the cheap string comparison can stand in for a deep one. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Thousands of comparisons per run: compare strings, and let expect draw the difference only on a mismatch. */
function same(actual: unknown, wanted: unknown, label: string): void {
  if (canonical(actual) !== canonical(wanted)) expect(actual, label).toEqual(wanted);
}

const PHOTO = 'data:image/png;base64,cGhvdG8=';
const SIGNATURES = { applicantSignature: 'applicant', officerSignature: 'officer' };

/** Lets settled promises reach the actor and its always-transitions run. */
async function settle(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

const FINGER_PLACES = ['leftHand', 'rightHand'] as const;
const FINGERS = ['thumb', 'index', 'middle', 'ring', 'pinky'] as const;

/** What the test compares, read from the real machine's snapshot. */
function observe(snapshot: SnapshotFrom<CaptureMachine>, storedSteps: number[], resumeStep: number) {
  const { context, value } = snapshot;
  let at: string;
  let dialog = 'closed';
  if (typeof value === 'string') at = value;
  else {
    const active = (value as { active: { flow: unknown; dialog: string } }).active;
    dialog = active.dialog;
    at =
      typeof active.flow === 'string'
        ? active.flow
        : `fingerprints.${(active.flow as { fingerprints: string }).fingerprints}`;
  }
  const { fingers } = context;
  const activeFingers = FINGER_PLACES.flatMap((hand) =>
    FINGERS.filter((finger) => fingers[hand][finger].active).map((finger) => `${hand}.${finger}`),
  );
  const images: Record<string, string> = {};
  for (const hand of FINGER_PLACES) {
    for (const finger of FINGERS) {
      const image = fingers[hand][finger].image;
      if (image !== null) images[`${hand}.${finger}`] = image;
    }
  }
  for (const side of ['left', 'right'] as const) {
    if (fingers.fourFinger[side].image !== null)
      images[`fourFinger.${side}`] = fingers.fourFinger[side].image;
    if (fingers.thumbStamped[side].image !== null) {
      images[`thumbStamped.${side}`] = fingers.thumbStamped[side].image;
    }
  }
  const marked = FINGER_PLACES.flatMap((hand) =>
    FINGERS.filter((finger) => fingers[hand][finger].red || fingers[hand][finger].yellow).map(
      (finger) => `${hand}.${finger}:${fingers[hand][finger].red ? 'red' : 'yellow'}`,
    ),
  );
  return {
    at,
    dialog,
    dialogContent: context.dialog?.variant ?? null,
    step: context.stepIndex,
    storedStep: storedSteps.at(-1) ?? resumeStep,
    reachable: context.reachableIndex,
    completion: context.completion,
    session: context.session?.sessionId ?? null,
    sequenceLoaded: context.sequence.length > 0,
    prints: Object.fromEntries(Object.entries(context.prints).map(([code, print]) => [code, print?.id])),
    forced: context.sequence.filter((item) => context.prints[item.finger]?.forced).map((item) => item.finger),
    recaptured: context.recaptured,
    chosen: context.chosenCodes,
    current: context.currentIndex === null ? null : (context.sequence[context.currentIndex]?.finger ?? null),
    recapture: context.recaptureCode,
    counter: context.settings.forceCaptureCounter,
    force: context.settings.forceCapture,
    auto: [context.settings.deviceAutoCaptureMode, context.settings.deviceAutoCaptureModeForRecapture],
    marked,
    error: context.error?.kind ?? null,
    agentReachable: context.agentReachable,
    output:
      snapshot.status === 'done' && snapshot.output
        ? { ...snapshot.output, prints: snapshot.output.prints.map((print) => print.code) }
        : null,
    lastQuality: context.lastQuality,
    activeFingers,
    images,
    completed: context.completionPayload !== null,
    photo: context.photo,
    signatures: context.signatures,
  };
}

/** What the machine hands back when it ends: completed with the payload, or exited; the prints and the marks. */
function finalOutput(state: RefState) {
  if (state.at !== 'exited' && state.at !== 'completed') return null;
  return {
    outcome: state.completed ? 'completed' : 'exited',
    completionPayload: state.completed
      ? {
          id: TRANSACTION_ID,
          status: 'COMPLETED',
          // The completion's printer offsets default to '0' and the EFT file to off.
          leftOffset: '0',
          topOffset: '0',
          printerInfo: 'Front desk',
          generateEft: false,
        }
      : null,
    prints: Object.keys(state.prints),
    annotations: state.leftThumbMarked
      ? [{ code: 'LEFT_THUMB_ROLL', color: 'RED', reason: 'AMPUTATED' }]
      : [],
  };
}

/** The same view, as the reference model says it must be. */
function expected(state: RefState) {
  const settled = ['exited', 'completed', 'exitingSession', 'closingSession'].includes(state.at);
  return {
    at: state.at,
    dialog: settled ? 'closed' : state.dialog,
    dialogContent:
      state.dialog === 'confirming' ? 'confirm' : state.dialog === 'agentMissing' ? 'agentMissing' : null,
    step: state.step,
    storedStep: state.step,
    reachable: state.reachable,
    completion: state.completion,
    session: state.session ? SESSION.sessionId : null,
    sequenceLoaded: state.sequenceLoaded,
    prints: state.prints,
    forced: state.forced,
    recaptured: state.recaptured,
    chosen: state.chosen,
    current: state.current,
    recapture: state.recapture,
    counter: state.counter,
    force: state.force,
    auto: [state.auto, state.auto],
    marked: state.leftThumbMarked ? ['leftHand.thumb:red'] : [],
    error: state.error,
    agentReachable: state.agentReachable,
    output: finalOutput(state),
    lastQuality: state.lastQuality,
    activeFingers: state.activeFinger ? [state.activeFinger] : [],
    images: state.images,
    completed: state.completed,
    photo: state.photo ? PHOTO : null,
    signatures: state.signatures ? SIGNATURES : null,
  };
}

/** The real machine with agent calls the test settles; provided once, as that copies the whole machine. */
function provideMachine() {
  const controller = createActorController();
  const storedSteps: number[] = [];
  const machine = captureMachine.provide({
    actors: {
      startSession: controller.controlled(),
      annotateFingers: controller.controlled(),
      loadSequence: controller.controlled(),
      armScanner: controller.controlled(),
      capturePrint: controller.controlled(),
      stopCapture: controller.controlled(),
      clearFingerprints: controller.controlled(),
      reconnectDevice: controller.controlled(),
      pingAgent: controller.controlled(),
      exitSession: controller.controlled(),
    },
    actions: { persistStep: (_, context) => void storedSteps.push(context.stepIndex) },
  });
  return { controller, storedSteps, machine };
}

const provided = provideMachine();

/** Every transition the real machine took in this file's runs, to show none of its own went untried. */
const takenTransitions = new Set<AnyTransitionDefinition>();
let casesRun = 0;

/** All transitions of the machine's definition: events, invoke answers, delays and always-transitions. */
function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
    ...Object.values(node.states).flatMap((child) => allTransitions(child as AnyStateNode)),
  ];
}

const describeTransition = (transition: AnyTransitionDefinition) =>
  `${transition.source.id} on ${transition.eventType} to ${
    transition.target?.map((target) => target.id).join(',') ?? '(stays)'
  }${transition.guard ? ' if ' + JSON.stringify(transition.guard).slice(0, 60) : ''}`;

/** A fresh run of the provided machine, with a clock the test advances. */
function startMachine(config: ModelConfig) {
  const { controller, storedSteps, machine } = provided;
  controller.reset();
  storedSteps.length = 0;
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: {
      transactionId: TRANSACTION_ID,
      fingerprintOption: 'FLAT_AND_ROLL',
      photographRequired: config.input.photographRequired,
      agentDownloadUrl: 'https://downloads.example.test/agent',
      resumeStepIndex: config.input.resumeStep,
      choosePrints: config.input.choosePrints,
    },
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        for (const transition of inspection._transitions) takenTransitions.add(transition);
      }
    },
  });
  actor.start();
  let state = initialState(config.input);
  const resumeStep = config.input.resumeStep ?? 0;
  const look = () => observe(actor.getSnapshot(), storedSteps, resumeStep);

  function sendToMachine(event: RefEvent, before: RefState): void {
    switch (event.type) {
      case 'finger.mark':
        actor.send({
          type: 'finger.mark',
          hand: 'leftHand',
          finger: 'thumb',
          mark: 'red',
          reason: 'AMPUTATED',
        });
        return;
      case 'finger.clear':
        actor.send({ type: 'finger.clear', hand: 'leftHand', finger: 'thumb' });
        return;
      case 'capture.recapture':
        actor.send({ type: 'capture.recapture', code: event.code as never });
        return;
      case 'capture.choose':
        actor.send({ type: 'capture.choose', codes: event.codes as never });
        return;
      case 'photo.set':
        actor.send({ type: 'photo.set', image: PHOTO });
        return;
      case 'signature.set':
        actor.send({ type: 'signature.set', signatures: SIGNATURES });
        return;
      case 'capture.complete':
        actor.send({ type: 'capture.complete', payload: { printerInfo: 'Front desk' } });
        return;
      case 'agent.ok': {
        const id = FLOW_CALL[before.at]!;
        controller.settle(id, { output: answerOf(id, event.quality) });
        return;
      }
      case 'agent.fail':
        controller.settle(FLOW_CALL[before.at]!, { error: ERRORS[event.error] });
        return;
      case 'ping.ok':
        controller.settle('pingAgent', { output: { status: 'ok', version: '1' } });
        return;
      case 'ping.fail':
        controller.settle('pingAgent', { error: ERRORS[event.error] });
        return;
      case 'clock':
        clock.increment(RULES.lowQualityRetryMs);
        return;
      default:
        actor.send(event as never);
    }
  }

  function answerOf(id: string, quality: number | undefined): unknown {
    if (id === 'startSession') return SESSION;
    if (id === 'loadSequence') return MODEL_SEQUENCE;
    if (id === 'reconnectDevice') return DEVICE;
    if (id === 'capturePrint') {
      const request = (controller.calls.findLast((call) => call.id === 'capturePrint')?.input as {
        request: CaptureRequest;
      })!.request;
      return printFor(request, quality!);
    }
    return { message: 'ok' };
  }

  /** One event on both sides; every difference in state, calls or timing fails the test. */
  async function step(event: RefEvent, label: string): Promise<void> {
    const outcome = referenceStep(state, event);
    if (!outcome) throw new Error(`The model cannot take ${label} here`);
    const callsBefore = controller.calls.length;
    if (event.type === 'clock') {
      // Just short of the pause nothing may happen; at the pause exactly, what the reference says.
      const still = look();
      clock.increment(RULES.lowQualityRetryMs - 1);
      await settle();
      same(look(), still, `${label}: before the pause ends`);
      expect(controller.calls.length, `${label}: no call before the pause ends`).toBe(callsBefore);
      clock.increment(1);
    } else sendToMachine(event, state);
    await settle();
    state = outcome.state;
    const calls: AgentCall[] = controller.calls.slice(callsBefore).map(({ id, input }) => ({ id, input }));
    same(look(), expected(state), label);
    same(calls, outcome.calls, `${label}: agent calls`);
  }

  return { step, stop: () => actor.stop() };
}

const describeEvent = (event: RefEvent) => {
  const { type, ...rest } = event;
  return Object.keys(rest).length > 0 ? `${type}(${Object.values(rest).join(',')})` : type;
};

async function runCase(config: ModelConfig, testCase: ModelCase): Promise<void> {
  casesRun += 1;
  const machine = startMachine(config);
  try {
    for (const [index, event] of testCase.path.entries()) {
      await machine.step(
        event,
        `step ${index + 1} ${describeEvent(event)} of ${testCase.path.map(describeEvent).join(' > ')}`,
      );
    }
  } finally {
    machine.stop();
  }
}

for (const config of MODEL_CONFIGS) {
  describe(`capture machine against the reference model: ${config.name}`, () => {
    const { states, cases } = explore(config);

    it('explores enough of the model to be worth running', () => {
      expect(states).toBeGreaterThan(config.minStates);
    });

    // One test per reached state: every event taken from it, each on a fresh machine along the shortest path.
    for (const [stateKey, group] of cases) {
      it(`from ${stateKey}`, async () => {
        for (const testCase of group) await runCase(config, testCase);
      });
    }
  });
}

const totalCases = MODEL_CONFIGS.reduce(
  (sum, config) =>
    sum + [...explore(config).cases.values()].reduce((count, group) => count + group.length, 0),
  0,
);

// Only a full run of this file can tell whether every transition was taken; a filtered run checks nothing here.
afterAll(() => {
  if (casesRun !== totalCases) return;
  const untaken = allTransitions(provided.machine.root as AnyStateNode).filter(
    (transition) => !takenTransitions.has(transition),
  );
  expect(untaken.map(describeTransition), 'transitions of the machine no model case took').toEqual([]);
});
