import { describe, expect, it } from 'vitest';
import { captureMachine } from './capture-machine';
import { FINGERPRINTS_PHASES, selectFingerprintsPhase } from './fingerprints-phase';
import { startWithFakeAgent, until, walkToFingerprints } from './test-harness';

describe('fingerprints phases', () => {
  it('name exactly the child states of the Fingerprints step, so screens cannot miss one', () => {
    const fingerprints = captureMachine.getStateNodeById('capture.active.flow.fingerprints');
    expect([...FINGERPRINTS_PHASES].sort()).toEqual(Object.keys(fingerprints.states).sort());
  });
});

describe('selectFingerprintsPhase', () => {
  it('is null outside the Fingerprints step and names the device-session state inside it', async () => {
    const { actor } = startWithFakeAgent();
    expect(selectFingerprintsPhase(actor.getSnapshot())).toBeNull();
    walkToFingerprints(actor);
    expect(selectFingerprintsPhase(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'capture.autoCapture', enabled: false });
    actor.send({ type: 'capture.start' });
    await until(actor, 'active.flow.fingerprints.armed');
    expect(selectFingerprintsPhase(actor.getSnapshot())).toBe('armed');
  });
});
