import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { NAVIGATION_STEP_STORAGE_KEY } from '@ridgeline/domain';
import type { CaptureRequest } from '@ridgeline/device-agent-client';
import { selectSteps } from './capture-selectors';
import { initialCaptureContext } from './capture-context';
import { createCaptureActor } from './create-capture-actor';
import { fingerprintsPhaseMessage } from './fingerprints-phase-message';
import { createFakeAgent } from './fake-agent/create-fake-agent';
import { createMemoryStorage } from './step-storage';
import {
  BASE_INPUT,
  startWithFakeAgent,
  until,
  walkToFingerprints,
  type CaptureTestActor,
} from './test-harness';

const FP = 'active.flow.fingerprints';

function captureRequests(calls: { path: string; body: unknown }[]): CaptureRequest[] {
  return calls.filter((call) => call.path.endsWith('/capture')).map((call) => call.body as CaptureRequest);
}

async function startCapture(actor: CaptureTestActor): Promise<void> {
  walkToFingerprints(actor);
  actor.send({ type: 'capture.start' });
}

describe('capture steps', () => {
  it('resumes at the step kept in storage after a reload', () => {
    const storage = createMemoryStorage();
    storage.setItem(NAVIGATION_STEP_STORAGE_KEY, '5');
    const { actor } = startWithFakeAgent({ storage });
    expect(actor.getSnapshot().matches({ active: { flow: 'signature' } })).toBe(true);
    expect(actor.getSnapshot().context.reachableIndex).toBe(5);
  });

  it('resumes a stored photo step at the annotations when no photograph is required', () => {
    const storage = createMemoryStorage();
    storage.setItem(NAVIGATION_STEP_STORAGE_KEY, '2');
    const { actor } = startWithFakeAgent({ storage, input: { photographRequired: false } });
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    expect(storage.getItem(NAVIGATION_STEP_STORAGE_KEY)).toBe('3');
  });

  it('resumes a stored photo step at the photo when a photograph is required', () => {
    const storage = createMemoryStorage();
    storage.setItem(NAVIGATION_STEP_STORAGE_KEY, '2');
    const { actor } = startWithFakeAgent({ storage, input: { photographRequired: true } });
    expect(actor.getSnapshot().context.stepIndex).toBe(2);
  });

  it('starts at the first step when handed a stored step that is no step at all', () => {
    for (const resumeStepIndex of [-1, 7, 2.5, Number.NaN]) {
      expect(
        initialCaptureContext({ ...BASE_INPUT, resumeStepIndex }).stepIndex,
        String(resumeStepIndex),
      ).toBe(0);
    }
    expect(initialCaptureContext({ ...BASE_INPUT, resumeStepIndex: 0 }).stepIndex).toBe(0);
    expect(initialCaptureContext({ ...BASE_INPUT, resumeStepIndex: 6 }).stepIndex).toBe(6);
  });

  it('skips the photo step and refuses to go to it when no photograph is required', () => {
    const { actor } = startWithFakeAgent({ input: { photographRequired: false } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ active: { flow: 'annotations' } })).toBe(true);
    actor.send({ type: 'step.goto', index: 2 });
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
  });

  it('ignores a step.goto to no step at all (negative, past the last, not whole)', () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'step.next' });
    for (const index of [-1, 7, 0.5]) {
      actor.send({ type: 'step.goto', index });
      expect(actor.getSnapshot().context.stepIndex).toBe(1);
      expect(actor.getSnapshot().matches({ active: { flow: 'applicant' } })).toBe(true);
    }
  });

  it('disables every step after the furthest one reached', () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.back' });
    const steps = selectSteps(actor.getSnapshot().context);
    expect(steps.map((step) => step.disabled)).toEqual([false, false, false, true, true, true, true]);
    actor.send({ type: 'step.goto', index: 4 });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
  });

  it('marks each step complete as the operator moves on from it', () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.completion).toMatchObject({
      transaction: true,
      applicantForm: true,
      photo: false,
    });
  });

  it('reopens the fingerprints with annotationChanged when a finger is marked after they were completed', async () => {
    const { actor } = startWithFakeAgent();
    await startCapture(actor);
    await until(actor, `${FP}.review`);
    actor.send({ type: 'step.next' });
    await until(actor, 'active.flow.signature');
    expect(actor.getSnapshot().context.completion).toMatchObject({
      fingerprint: true,
      annotationChanged: false,
    });
    actor.send({ type: 'finger.mark', hand: 'rightHand', finger: 'ring', mark: 'yellow' });
    expect(actor.getSnapshot().context.completion).toMatchObject({
      fingerprint: false,
      annotationChanged: true,
    });
  });
});

describe('device session', () => {
  it('takes only the plain row for the flat option', async () => {
    const { actor } = startWithFakeAgent({ input: { fingerprintOption: 'FLAT' } });
    await startCapture(actor);
    await until(actor, `${FP}.review`);
    expect(Object.keys(actor.getSnapshot().context.prints).sort()).toEqual([
      'LEFT_FOUR_FINGER',
      'LEFT_THUMB_FLAT',
      'RIGHT_FOUR_FINGER',
      'RIGHT_THUMB_FLAT',
    ]);
  });

  it('tells the agent START first, NEXT after, captureCompleted on the last item and RECAPTURE on a recapture', async () => {
    const { actor, fake } = startWithFakeAgent({ input: { fingerprintOption: 'FLAT' } });
    await startCapture(actor);
    await until(actor, `${FP}.review`);
    actor.send({ type: 'capture.recapture', code: 'LEFT_THUMB_FLAT' });
    await waitFor(actor, (snapshot) => snapshot.context.recaptured.length === 1);
    expect(
      captureRequests(fake.calls).map((r) => [r.finger, r.signal, r.captureCompleted, r.autoCapture]),
    ).toEqual([
      ['RIGHT_FOUR_FINGER', 'START', false, true],
      ['LEFT_FOUR_FINGER', 'NEXT', false, true],
      ['RIGHT_THUMB_FLAT', 'NEXT', false, true],
      ['LEFT_THUMB_FLAT', 'NEXT', true, true],
      ['LEFT_THUMB_FLAT', 'RECAPTURE', true, true],
    ]);
  });

  it('sends the marks to the agent and skips a finger marked in the middle of the capture', async () => {
    const { actor, fake } = startWithFakeAgent({ agent: { latencyMs: 5 } });
    await startCapture(actor);
    await waitFor(actor, (snapshot) => snapshot.context.currentIndex === 1);
    actor.send({
      type: 'finger.mark',
      hand: 'leftHand',
      finger: 'pinky',
      mark: 'red',
      reason: 'UNABLE_TO_PRINT',
    });
    await until(actor, `${FP}.review`);
    const annotate = fake.calls.find((call) => call.path.endsWith('/annotate'));
    expect(annotate?.body).toEqual({
      annotations: [{ code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'UNABLE_TO_PRINT' }],
    });
    expect(captureRequests(fake.calls).map((r) => r.finger)).not.toContain('LEFT_LITTLE_ROLL');
    expect(actor.getSnapshot().context.prints.LEFT_FOUR_FINGER).toBeDefined();
  });

  it('keeps a paused capture paused when a finger is marked and sends the mark on resume', async () => {
    const { actor, fake } = startWithFakeAgent({ agent: { latencyMs: 2 } });
    await startCapture(actor);
    await waitFor(actor, (snapshot) => snapshot.context.currentIndex === 1);
    actor.send({ type: 'capture.stop' });
    await until(actor, `${FP}.paused`);
    actor.send({
      type: 'finger.mark',
      hand: 'rightHand',
      finger: 'middle',
      mark: 'yellow',
      reason: 'BANDAGED',
    });
    expect(actor.getSnapshot().matches({ active: { flow: { fingerprints: 'paused' } } })).toBe(true);
    expect(fake.calls.some((call) => call.path.endsWith('/annotate'))).toBe(false);
    actor.send({ type: 'capture.resume' });
    await until(actor, `${FP}.review`);
    expect(fake.calls.filter((call) => call.path.endsWith('/annotate'))).toHaveLength(1);
    expect(actor.getSnapshot().context.prints.RIGHT_MIDDLE_ROLL).toBeUndefined();
  });

  it('asks the agent to stop the scanner (POST /stop-capture) when the operator stops a capture', async () => {
    const { actor, fake } = startWithFakeAgent({ agent: { latencyMs: 2 } });
    await startCapture(actor);
    await waitFor(actor, (snapshot) => snapshot.context.currentIndex === 1);
    actor.send({ type: 'capture.stop' });
    await until(actor, `${FP}.paused`);
    const stops = fake.calls.filter((call) => call.path === '/stop-capture');
    expect(stops.map((call) => call.method)).toEqual(['POST']);
  });

  it('does not start capturing when a finger is marked before the operator starts', async () => {
    const { actor, fake } = startWithFakeAgent();
    await startCapture(actor);
    await until(actor, `${FP}.review`);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.next' });
    await until(actor, `${FP}.idle`);
    const callsBefore = fake.calls.length;
    actor.send({ type: 'finger.mark', hand: 'leftHand', finger: 'ring', mark: 'red' });
    expect(actor.getSnapshot().matches({ active: { flow: { fingerprints: 'idle' } } })).toBe(true);
    expect(fake.calls).toHaveLength(callsBefore);
  });

  it('clears every print on the agent and the hands, then captures the whole sequence again', async () => {
    const { actor, fake } = startWithFakeAgent({ input: { fingerprintOption: 'FLAT' } });
    await startCapture(actor);
    await until(actor, `${FP}.review`);
    actor.send({ type: 'capture.clear' });
    await until(actor, `${FP}.idle`);
    const { context } = actor.getSnapshot();
    expect(context.prints).toEqual({});
    expect(context.fingers.fourFinger.left).toEqual({ selected: false, image: null });
    expect(
      fake.calls.filter((call) => call.method === 'DELETE' && call.path.endsWith('/clear/fingerprints')),
    ).toHaveLength(1);
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.review`);
    expect(captureRequests(fake.calls)).toHaveLength(8);
  });

  it('waits for the operator to trigger each capture when auto-capture is off', async () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'capture.autoCapture', enabled: false });
    await startCapture(actor);
    await until(actor, `${FP}.armed`);
    expect(Object.keys(actor.getSnapshot().context.prints)).toHaveLength(0);
    actor.send({ type: 'capture.trigger' });
    await waitFor(actor, (snapshot) => Object.keys(snapshot.context.prints).length === 1);
    await until(actor, `${FP}.armed`);
  });

  it('offers force capture after three low-quality prints and keeps the forced print', async () => {
    const { actor, fake } = startWithFakeAgent();
    fake.setFaults({ lowQuality: true });
    await startCapture(actor);
    await until(actor, `${FP}.lowQuality`);
    await waitFor(actor, (snapshot) => snapshot.context.settings.forceCaptureCounter === 3);
    expect(captureRequests(fake.calls)).toHaveLength(3);
    actor.send({ type: 'capture.force' });
    await waitFor(actor, (snapshot) => snapshot.context.prints.RIGHT_THUMB_ROLL !== undefined);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.prints.RIGHT_THUMB_ROLL).toMatchObject({ forced: true, quality: 5 });
    expect(snapshot.context.settings).toMatchObject({ forceCapture: false, forceCaptureCounter: 0 });
    expect(captureRequests(fake.calls)[3]).toMatchObject({ finger: 'RIGHT_THUMB_ROLL', forceCapture: true });
  });

  it('tries a low-quality print again only after 1000 ms on the clock the actor was given', async () => {
    const fake = createFakeAgent();
    const clock = new SimulatedClock();
    // No lowQualityRetryMs: the product's own delay.
    const actor = createCaptureActor({
      input: BASE_INPUT,
      storage: createMemoryStorage(),
      agent: { baseUrl: fake.baseUrl, fetch: (input, init) => fake.fetch(input, init) },
      clock,
    });
    actor.start();
    fake.setFaults({ lowQuality: true });
    await startCapture(actor);
    await until(actor, `${FP}.lowQuality`);
    expect(captureRequests(fake.calls)).toHaveLength(1);
    clock.increment(999);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(captureRequests(fake.calls)).toHaveLength(1);
    clock.increment(1);
    await vi.waitFor(() => expect(captureRequests(fake.calls)).toHaveLength(2));
  });

  it("treats a slap with one poor print as low quality and reports that print's score", async () => {
    const { actor, fake } = startWithFakeAgent({ input: { fingerprintOption: 'FLAT' } });
    const agentFetch = fake.fetch;
    let slaps = 0;
    // The first four-finger capture comes back with four prints, one of them poor (5 is the worst score).
    fake.fetch = async (input, init) => {
      const response = await agentFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/capture') || slaps++ > 0) return response;
      const body = (await response.json()) as { fingerprints: { id: string; quality: number }[] };
      const [print] = body.fingerprints;
      if (!print) throw new Error('the fake agent answered a capture without a print');
      body.fingerprints = [2, 5, 2, 2].map((quality, n) => ({ ...print, id: `${print.id}-${n}`, quality }));
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
    await startCapture(actor);
    const { context } = await until(actor, `${FP}.lowQuality`);
    expect(context.lastQuality).toBe(5);
    expect(context.prints.RIGHT_FOUR_FINGER).toBeUndefined();
    expect(fingerprintsPhaseMessage('lowQuality', 'R. SLAP', context)).toBe('Low quality (5): trying again.');
  });

  it('refuses force capture before the third low-quality print', async () => {
    const { actor, fake } = startWithFakeAgent();
    actor.send({ type: 'capture.autoCapture', enabled: false });
    fake.setFaults({ lowQuality: true });
    await startCapture(actor);
    await until(actor, `${FP}.armed`);
    actor.send({ type: 'capture.trigger' });
    await until(actor, `${FP}.lowQuality`);
    actor.send({ type: 'capture.force' });
    expect(actor.getSnapshot().matches({ active: { flow: { fingerprints: 'lowQuality' } } })).toBe(true);
  });

  it('shows Invalid finger and captures the same finger again on retry', async () => {
    const { actor, fake } = startWithFakeAgent();
    fake.setFaults({ invalidFinger: true, count: 1 });
    await startCapture(actor);
    await until(actor, `${FP}.invalidFinger`);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'invalidFinger',
      code: 'INVALID_FINGER',
      message: 'Invalid finger',
    });
    actor.send({ type: 'capture.retry' });
    await waitFor(actor, (snapshot) => snapshot.context.prints.RIGHT_THUMB_ROLL !== undefined);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the device error on a disconnect and resumes at the same finger after reconnecting', async () => {
    const { actor, fake } = startWithFakeAgent();
    actor.send({ type: 'capture.autoCapture', enabled: false });
    await startCapture(actor);
    await until(actor, `${FP}.armed`);
    actor.send({ type: 'capture.trigger' });
    await until(actor, `${FP}.armed`);
    fake.setFaults({ disconnect: true });
    actor.send({ type: 'capture.trigger' });
    await until(actor, `${FP}.deviceLost`);
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'deviceLost',
      message: 'Please check your device connection.',
    });
    actor.send({ type: 'device.reconnect' });
    await until(actor, `${FP}.armed`);
    actor.send({ type: 'capture.trigger' });
    await waitFor(actor, (snapshot) => snapshot.context.prints.RIGHT_INDEX_ROLL !== undefined);
    expect(captureRequests(fake.calls).map((request) => request.finger)).toEqual([
      'RIGHT_THUMB_ROLL',
      'RIGHT_INDEX_ROLL',
      'RIGHT_INDEX_ROLL',
    ]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says the agent is unreachable when nothing answers', async () => {
    const { actor, fake } = startWithFakeAgent();
    fake.setReachable(false);
    await startCapture(actor);
    await until(actor, `${FP}.deviceLost`);
    expect(actor.getSnapshot().context).toMatchObject({
      agentReachable: false,
      error: { kind: 'agentUnreachable' },
    });
  });

  it('cancels the agent call in flight when the operator leaves the step', async () => {
    const { actor, fake } = startWithFakeAgent();
    const signals: AbortSignal[] = [];
    const slowFetch = fake.fetch;
    fake.fetch = (input, init) => {
      if (input instanceof Request) signals.push(input.signal);
      return slowFetch(input, init);
    };
    fake.setFaults({ slowMs: 10_000 });
    await startCapture(actor);
    await until(actor, `${FP}.startingSession`);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ active: { flow: 'annotations' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(signals.at(-1)?.aborted).toBe(true);
  });
});

describe('recapture transaction', () => {
  it('waits for a choice, then captures only the chosen impressions in the agent order', async () => {
    const { actor, fake } = startWithFakeAgent({ input: { choosePrints: true } });
    await startCapture(actor);
    expect(actor.getSnapshot().matches({ active: { flow: { fingerprints: 'idle' } } })).toBe(true);
    expect(fake.calls).toHaveLength(0);
    actor.send({
      type: 'capture.choose',
      codes: ['LEFT_THUMB_FLAT', 'RIGHT_INDEX_ROLL', 'RIGHT_INDEX_ROLL'],
    });
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.review`);
    const { context } = actor.getSnapshot();
    expect(context.chosenCodes).toEqual(['LEFT_THUMB_FLAT', 'RIGHT_INDEX_ROLL']);
    expect(context.sequence.map((item) => item.finger)).toEqual(['RIGHT_INDEX_ROLL', 'LEFT_THUMB_FLAT']);
    expect(Object.keys(context.prints).sort()).toEqual(['LEFT_THUMB_FLAT', 'RIGHT_INDEX_ROLL']);
    expect(captureRequests(fake.calls).map((r) => [r.finger, r.signal, r.captureCompleted])).toEqual([
      ['RIGHT_INDEX_ROLL', 'START', false],
      ['LEFT_THUMB_FLAT', 'NEXT', true],
    ]);
  });

  it('takes a new choice after the prints are cleared', async () => {
    const { actor } = startWithFakeAgent({ input: { choosePrints: true } });
    await startCapture(actor);
    actor.send({ type: 'capture.choose', codes: ['RIGHT_THUMB_ROLL'] });
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.review`);
    actor.send({ type: 'capture.clear' });
    await until(actor, `${FP}.idle`);
    actor.send({ type: 'capture.choose', codes: ['LEFT_FOUR_FINGER'] });
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.review`);
    expect(Object.keys(actor.getSnapshot().context.prints)).toEqual(['LEFT_FOUR_FINGER']);
  });

  it('ignores a choice in a first capture, which takes the whole sequence', async () => {
    const { actor } = startWithFakeAgent({ input: { fingerprintOption: 'FLAT' } });
    walkToFingerprints(actor);
    actor.send({ type: 'capture.choose', codes: ['LEFT_THUMB_FLAT'] });
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.review`);
    expect(actor.getSnapshot().context.chosenCodes).toBeNull();
    expect(Object.keys(actor.getSnapshot().context.prints)).toHaveLength(4);
  });
});

describe('leave dialog', () => {
  it('leaves at once from the first step when nothing was done', () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.outcome).toBe('exited');
  });

  it('asks to confirm at the first step once a step was done there, even with no device session', async () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().status).toBe('active');
    await until(actor, 'active.dialog.confirming');
    expect(actor.getSnapshot().context.dialog?.variant).toBe('confirm');
  });

  it('asks to confirm mid-capture and goes on capturing after Cancel', async () => {
    const { actor } = startWithFakeAgent({ agent: { latencyMs: 2 } });
    await startCapture(actor);
    await waitFor(actor, (snapshot) => snapshot.context.currentIndex === 2);
    actor.send({ type: 'leave.request' });
    await until(actor, 'active.dialog.confirming');
    expect(actor.getSnapshot().context.dialog).toEqual({
      variant: 'confirm',
      title: 'Exit',
      message: 'Data will be lost. Do you want to proceed?',
      actions: ['cancel', 'ok'],
      downloadUrl: null,
      downloadLabel: null,
    });
    actor.send({ type: 'leave.cancel' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    await until(actor, `${FP}.review`);
  });

  it('offers the agent download and only Cancel when the agent does not answer', async () => {
    const { actor, fake } = startWithFakeAgent();
    actor.send({ type: 'step.next' });
    fake.setReachable(false);
    actor.send({ type: 'leave.request' });
    await until(actor, 'active.dialog.agentMissing');
    expect(actor.getSnapshot().context.dialog).toEqual({
      variant: 'agentMissing',
      title: 'Exit',
      message: 'Data will be lost. Do you want to proceed?',
      actions: ['cancel'],
      downloadUrl: 'https://downloads.example.test/ridgeline-agent.msi',
      downloadLabel: 'Download here',
    });
    actor.send({ type: 'leave.confirm' });
    expect(actor.getSnapshot().matches({ active: { dialog: 'agentMissing' } })).toBe(true);
    actor.send({ type: 'leave.cancel' });
    expect(actor.getSnapshot().matches({ active: { dialog: 'closed' } })).toBe(true);
  });

  it('closes the agent session and forgets the stored step when the operator confirms', async () => {
    const { actor, fake, storage } = startWithFakeAgent();
    await startCapture(actor);
    await waitFor(actor, (snapshot) => snapshot.context.session !== null);
    actor.send({ type: 'leave.request' });
    await until(actor, 'active.dialog.confirming');
    actor.send({ type: 'leave.confirm' });
    await until(actor, 'exited');
    expect(fake.calls.some((call) => call.path === '/exit')).toBe(true);
    expect(storage.getItem(NAVIGATION_STEP_STORAGE_KEY)).toBeNull();
  });
});
