import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectCanForceCapture, selectCurrentItem } from './capture-selectors';
import { startWithFakeAgent, until, walkToFingerprints } from './test-harness';

const FP = 'active.flow.fingerprints';

describe('capture selectors', () => {
  it('name no current capture before the device session starts', () => {
    const { actor } = startWithFakeAgent();
    walkToFingerprints(actor);
    expect(selectCurrentItem(actor.getSnapshot().context)).toBeNull();
  });

  it('name the capture the scanner is armed for: flat and roll starts with the rolled right thumb', async () => {
    const { actor } = startWithFakeAgent();
    actor.send({ type: 'capture.autoCapture', enabled: false });
    walkToFingerprints(actor);
    actor.send({ type: 'capture.start' });
    await until(actor, `${FP}.armed`);
    expect(selectCurrentItem(actor.getSnapshot().context)).toMatchObject({ finger: 'RIGHT_THUMB_ROLL' });
    actor.send({ type: 'capture.trigger' });
    await waitFor(actor, (snapshot) => snapshot.context.prints.RIGHT_THUMB_ROLL !== undefined);
    await until(actor, `${FP}.armed`);
    expect(selectCurrentItem(actor.getSnapshot().context)?.finger).not.toBe('RIGHT_THUMB_ROLL');
  });

  it('offer force capture from the third low-quality print of the same capture, not before', async () => {
    const { actor, fake } = startWithFakeAgent();
    actor.send({ type: 'capture.autoCapture', enabled: false });
    fake.setFaults({ lowQuality: true });
    walkToFingerprints(actor);
    actor.send({ type: 'capture.start' });
    expect(selectCanForceCapture(actor.getSnapshot().context)).toBe(false);
    for (const refusals of [1, 2, 3]) {
      await until(actor, `${FP}.armed`);
      actor.send({ type: 'capture.trigger' });
      await waitFor(actor, (snapshot) => snapshot.context.settings.forceCaptureCounter === refusals);
      expect(selectCanForceCapture(actor.getSnapshot().context)).toBe(refusals >= 3);
      if (refusals < 3) actor.send({ type: 'capture.retry' });
    }
  });
});
