import { selectCanForceCapture } from './capture-selectors';
import type { CaptureContext } from './capture-types';
import type { FingerprintsPhase } from './fingerprints-phase';

/** What the capture panel tells the operator in each phase of the Fingerprints step; `label` names the finger. */
export function fingerprintsPhaseMessage(
  phase: FingerprintsPhase | null,
  label: string | null,
  context: CaptureContext,
): string {
  const finger = label ?? 'the finger';
  switch (phase) {
    case 'idle':
      return 'Press Start capture to open a session on the scanner.';
    case 'startingSession':
      return 'Opening a session on the device agent.';
    case 'annotating':
      return 'Sending the annotations to the agent.';
    case 'loadingSequence':
      return 'Loading the capture sequence.';
    case 'arming':
      return `Place ${finger} on the scanner.`;
    case 'armed':
      return `${finger}: press Capture when ready.`;
    case 'capturing':
      return `Capturing ${finger}.`;
    case 'lowQuality':
      return selectCanForceCapture(context)
        ? `Low quality (${context.lastQuality ?? 5}) again: force the capture or try again.`
        : `Low quality (${context.lastQuality ?? 5}): trying again.`;
    case 'reconnecting':
      return 'Reconnecting the scanner.';
    case 'stopping':
    case 'paused':
      return 'Capture stopped.';
    case 'review':
      return 'All prints captured.';
    case 'finishing':
      return 'Closing the capture.';
    default:
      return '';
  }
}
