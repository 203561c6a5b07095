import type { SnapshotFrom } from 'xstate';
import { annotationsOf } from '../annotations';
import type { CaptureMachine } from '../capture-machine';
import { FORCE_CAPTURE_AFTER } from '../capture-constants';

/**
 * What the model distinguishes: the state value plus the context that changes behaviour (step, reach,
 * completion, session, sequence progress, quality counter, marks, error and dialog), leaving out payloads
 * such as print ids and images so the graph stays finite.
 */
export function abstractState(snapshot: SnapshotFrom<CaptureMachine>): string {
  const context = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    step: context.stepIndex,
    reachable: context.reachableIndex,
    completion: context.completion,
    session: context.session !== null,
    sequence: context.sequence.length,
    current: context.currentIndex,
    recapture: context.recaptureCode,
    captured: Object.keys(context.prints).sort(),
    // Behaviour only depends on whether the threshold is reached, so counts beyond it are one state.
    counter: Math.min(context.settings.forceCaptureCounter, FORCE_CAPTURE_AFTER),
    force: context.settings.forceCapture,
    auto: context.settings.deviceAutoCaptureMode,
    marks: annotationsOf(context.fingers, context.markReasons),
    error: context.error?.kind ?? null,
    dialog: context.dialog?.variant ?? null,
    payload: context.completionPayload !== null,
  });
}
