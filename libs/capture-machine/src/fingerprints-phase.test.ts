import { describe, expect, it } from 'vitest';
import { captureMachine } from './capture-machine';
import { FINGERPRINTS_PHASES } from './fingerprints-phase';

describe('fingerprints phases', () => {
  it('name exactly the child states of the Fingerprints step, so screens cannot miss one', () => {
    const fingerprints = captureMachine.getStateNodeById('capture.active.flow.fingerprints');
    expect([...FINGERPRINTS_PHASES].sort()).toEqual(Object.keys(fingerprints.states).sort());
  });
});
