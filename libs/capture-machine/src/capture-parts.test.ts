import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor, type InspectionEvent } from 'xstate';
import {
  DEVICE_CONNECTION,
  DeviceAgentError,
  INVALID_FINGER_MESSAGE,
  type CaptureSequenceItem,
} from '@ridgeline/device-agent-client';
import { createLoadSequenceActor } from './actors/load-sequence.actor';
import type { CaptureAgent } from './capture-agent';
import { captureMachine } from './capture-machine';
import { toCaptureError } from './capture-error';
import { activationOf, fingersOfItem, imageActionOf } from './capture-sequence';
import { createCaptureActor } from './create-capture-actor';
import { createFakeAgent } from './fake-agent/create-fake-agent';
import { FAKE_SEQUENCES } from './fake-agent/fake-sequences';
import { createMemoryStorage } from './step-storage';
import { BASE_INPUT } from './test-harness';

describe('toCaptureError (what the operator is shown)', () => {
  it('shows any other failure as a failed capture with its message and code UNKNOWN', () => {
    expect(toCaptureError(new Error('socket hang up'))).toEqual({
      kind: 'captureFailed',
      code: 'UNKNOWN',
      message: 'socket hang up',
    });
    expect(toCaptureError('plain text')).toEqual({
      kind: 'captureFailed',
      code: 'UNKNOWN',
      message: 'plain text',
    });
  });

  it('tells an agent that does not answer from one that lost its scanner', () => {
    expect(toCaptureError(new DeviceAgentError(DEVICE_CONNECTION, 'no answer', null))).toMatchObject({
      kind: 'agentUnreachable',
    });
    expect(toCaptureError(new DeviceAgentError(DEVICE_CONNECTION, 'scanner gone', 503))).toMatchObject({
      kind: 'deviceLost',
    });
  });

  it('shows an invalid finger by code or by message with the one message', () => {
    expect(toCaptureError(new DeviceAgentError('INVALID_FINGER', 'x', 409))).toEqual({
      kind: 'invalidFinger',
      code: 'INVALID_FINGER',
      message: INVALID_FINGER_MESSAGE,
    });
    expect(toCaptureError(new DeviceAgentError('OTHER', INVALID_FINGER_MESSAGE, 409)).kind).toBe(
      'invalidFinger',
    );
  });
});

const item = (overrides: Partial<CaptureSequenceItem>): CaptureSequenceItem =>
  ({
    order: 0,
    finger: 'RIGHT_INDEX_ROLL',
    kind: 'SINGLE',
    hand: 'RIGHT',
    fingers: [],
    captureType: 'ROLL',
    label: 'Right index',
    ...overrides,
  }) as CaptureSequenceItem;

describe('capture items', () => {
  it('cover the fingers they list, or their own finger when they list none', () => {
    expect(fingersOfItem(item({ fingers: [] }))).toEqual([{ hand: 'rightHand', finger: 'index' }]);
    expect(
      fingersOfItem(item({ finger: 'LEFT_FOUR_FINGER', fingers: ['LEFT_INDEX_ROLL', 'LEFT_LITTLE_ROLL'] })),
    ).toEqual([
      { hand: 'leftHand', finger: 'index' },
      { hand: 'leftHand', finger: 'pinky' },
    ]);
    expect(fingersOfItem(item({ finger: 'LEFT_FOUR_FINGER', fingers: [] }))).toEqual([]);
  });

  it('activate and show a single finger on its finger, and anything unnamed on its hand', () => {
    expect(activationOf(item({}))).toEqual({ type: 'finger.activate', hand: 'rightHand', finger: 'index' });
    expect(imageActionOf(item({}), 'p-1')).toEqual({
      type: 'finger.setImage',
      hand: 'rightHand',
      finger: 'index',
      image: 'p-1',
    });
    const unnamed = item({ finger: 'LEFT_FOUR_FINGER', kind: 'SINGLE', hand: 'LEFT' });
    expect(activationOf(unnamed)).toEqual({ type: 'fourFinger.activate', hand: 'leftHand' });
    expect(imageActionOf(unnamed, null)).toEqual({
      type: 'fourFinger.setImage',
      hand: 'leftHand',
      image: null,
    });
  });
});

describe('the bare machine', () => {
  it('refuses to talk to a device until its actors are provided, naming the missing one', async () => {
    const actor = createActor(captureMachine, { input: { ...BASE_INPUT, resumeStepIndex: 4 } });
    actor.start();
    actor.send({ type: 'capture.start' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null, { timeout: 2000 });
    expect(actor.getSnapshot().context.error?.message).toMatch(
      /^The \w+ actor was not provided \(use createCaptureImplementations\)$/,
    );
  });
});

describe('createCaptureActor', () => {
  it('passes its inspector on, so a screen can watch the events', () => {
    const fake = createFakeAgent();
    const seen: InspectionEvent[] = [];
    const actor = createCaptureActor({
      input: BASE_INPUT,
      storage: createMemoryStorage(),
      agent: { baseUrl: fake.baseUrl, fetch: (input, init) => fake.fetch(input, init) },
      inspect: (event) => seen.push(event),
    });
    actor.start();
    actor.send({ type: 'step.next' });
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'step.next')).toBe(
      true,
    );
  });
});

describe('loading the capture sequence', () => {
  it('takes each capture type in the agent’s order field and each finger once, at its first place', async () => {
    const roll = [...FAKE_SEQUENCES.ROLL].reverse();
    const flat = [...FAKE_SEQUENCES.FLAT];
    const agent = {
      getCaptureSequence: async ({ captureType }: { captureType: string }) =>
        captureType === 'ROLL' ? roll : [flat[1], flat[0], roll[0]],
    } as unknown as CaptureAgent;
    const actor = createActor(createLoadSequenceActor(agent), {
      input: { sessionId: 'S-1', captureTypes: ['ROLL', 'FLAT'] },
    });
    actor.start();
    const sequence = await toPromise(actor);
    const rollCodes = [...FAKE_SEQUENCES.ROLL].sort((a, b) => a.order - b.order).map((item) => item.finger);
    // The simulator's ROLL sequence already holds the plain row, so FLAT adds nothing new.
    expect(sequence.map((item) => item.finger)).toEqual(rollCodes);
    expect(new Set(sequence.map((item) => item.finger)).size).toBe(sequence.length);
  });
});
