import type { SnapshotFrom } from 'xstate';
import type { CaptureMachine } from './capture-machine';

/** The device-session states of the Fingerprints step, in the order an operator meets them. */
export const FINGERPRINTS_PHASES = [
  'idle',
  'startingSession',
  'annotating',
  'preparing',
  'loadingSequence',
  'sequenceReady',
  'nextItem',
  'arming',
  'armed',
  'capturing',
  'lowQuality',
  'invalidFinger',
  'captureFailed',
  'deviceLost',
  'reconnecting',
  'resuming',
  'stopping',
  'paused',
  'review',
  'clearing',
  'finishing',
] as const;

export type FingerprintsPhase = (typeof FINGERPRINTS_PHASES)[number];

/** Which device-session state the machine is in, or null outside the Fingerprints step. */
export function selectFingerprintsPhase(snapshot: SnapshotFrom<CaptureMachine>): FingerprintsPhase | null {
  return (
    FINGERPRINTS_PHASES.find((phase) => snapshot.matches({ active: { flow: { fingerprints: phase } } })) ??
    null
  );
}
