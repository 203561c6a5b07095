import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { captureMachine } from '../capture-machine';
import { LOW_QUALITY_RETRY_DELAY_MS } from '../capture-constants';
import { abstractState } from './abstract-state';
import { createActorController } from './controlled-actors';
import { MODEL_CONFIGS, type ModelConfig } from './model-configs';
import { modelAfterEvent, toModelMachine } from './to-model-machine';

const modelMachine = toModelMachine(captureMachine);

/** Lets settled promises reach the actor and its always-transitions run. */
async function settle(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

/** The real machine with actors the path settles and a clock the path advances; built once per model. */
function createSystemUnderTest() {
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

  return function start(config: ModelConfig) {
    controller.reset();
    storedSteps.length = 0;
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: config.input, clock });
    actor.start();

    async function execute(event: EventObject & { output?: unknown; error?: unknown }): Promise<void> {
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      if (done?.[1]) controller.settle(done[1], { output: event.output });
      else if (failed?.[1]) controller.settle(failed[1], { error: event.error });
      else if (event.type === modelAfterEvent('lowQualityRetry')) clock.increment(LOW_QUALITY_RETRY_DELAY_MS);
      else actor.send(event as Parameters<typeof actor.send>[0]);
      await settle();
    }

    return { actor, execute, storedSteps };
  };
}

for (const config of MODEL_CONFIGS) {
  describe(`capture machine model: ${config.name}`, () => {
    const eventTypes = new Set(config.events.map((event) => event.type));
    const model = createTestModel(modelMachine, {
      input: config.input,
      events: config.events as Parameters<typeof createTestModel<typeof modelMachine>>[1] extends infer O
        ? O extends { events?: infer E }
          ? Exclude<E, undefined | ((...args: never[]) => unknown)>
          : never
        : never,
      filterEvents: (_, event) => eventTypes.has(event.type),
      serializeState: (snapshot) => abstractState(snapshot),
      stopWhen: (snapshot) =>
        config.stopAtStep !== undefined && snapshot.context.stepIndex >= config.stopAtStep,
    });
    const paths = model.getShortestPaths();
    const startSystem = createSystemUnderTest();

    it('has paths to test', () => {
      expect(paths.length).toBeGreaterThan(1);
    });

    paths.forEach((path, index) => {
      const route = path.steps.map((step) =>
        step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'),
      );
      it(`path ${index + 1} reaches ${JSON.stringify(path.state.value)} by ${route.join(' > ')}`, async () => {
        const sut = startSystem(config);
        const eventExecutors = Object.fromEntries(
          [...eventTypes, ...path.steps.map((step) => step.event.type)].map((type) => [
            type,
            (step: { event: EventObject }) => sut.execute(step.event),
          ]),
        );
        await path.test({
          events: eventExecutors,
          states: {
            '*': (expected) => {
              expect(abstractState(sut.actor.getSnapshot())).toBe(abstractState(expected));
              expect(sut.storedSteps.at(-1) ?? config.input.resumeStepIndex ?? 0).toBe(
                expected.context.stepIndex,
              );
            },
          },
        });
        sut.actor.stop();
      });
    });
  });
}
