import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_STEP_STORAGE_KEY } from '@ridgeline/domain';
import { startWithFakeAgent, until, walkToFingerprints } from './test-harness';

const REVIEW = 'active.flow.fingerprints.review';

describe('capture machine against the fake agent', () => {
  it('captures fourteen prints for flat and roll and completes with the completion payload', async () => {
    const { actor, storage } = startWithFakeAgent();
    walkToFingerprints(actor);
    actor.send({ type: 'capture.start' });
    await until(actor, REVIEW);
    expect(Object.keys(actor.getSnapshot().context.prints)).toHaveLength(14);
    actor.send({ type: 'step.next' });
    await until(actor, 'active.flow.signature');
    actor.send({ type: 'step.next' });
    actor.send({ type: 'capture.complete' });
    await until(actor, 'completed');
    expect(actor.getSnapshot().output?.completionPayload).toEqual({
      id: 'T-1001',
      status: 'COMPLETED',
      leftOffset: '0',
      topOffset: '0',
      generateEft: false,
    });
    expect(storage.getItem(NAVIGATION_STEP_STORAGE_KEY)).toBeNull();
  });
});

describe('the biometric settings in force', () => {
  const startCaptureBodies = (calls: { path: string; body: unknown }[]) =>
    calls.filter((call) => /\/start-capture$/.test(call.path)).map((call) => call.body);

  it('start with auto-capture as the settings say, not the defaults', async () => {
    const { actor, fake } = startWithFakeAgent({
      input: {
        settings: {
          deviceAutoCaptureMode: false,
          deviceAutoCaptureModeForRecapture: true,
          forceCapture: false,
          forceCaptureCounter: 0,
        },
      },
    });
    expect(actor.getSnapshot().context.settings.deviceAutoCaptureMode).toBe(false);
    walkToFingerprints(actor);
    actor.send({ type: 'capture.start' });
    await vi.waitFor(() => expect(startCaptureBodies(fake.calls).length).toBeGreaterThan(0));
    expect(startCaptureBodies(fake.calls)[0]).toMatchObject({ autoCapture: false });
  });

  it('take the defaults (auto-capture on) when none are given', async () => {
    const { actor, fake } = startWithFakeAgent();
    walkToFingerprints(actor);
    actor.send({ type: 'capture.start' });
    await vi.waitFor(() => expect(startCaptureBodies(fake.calls).length).toBeGreaterThan(0));
    expect(startCaptureBodies(fake.calls)[0]).toMatchObject({ autoCapture: true });
  });
});
