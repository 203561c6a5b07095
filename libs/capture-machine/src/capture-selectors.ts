import { reachableSteps, type StepAvailability } from '@ridgeline/domain';
import type { CaptureItem } from './capture-sequence';
import { FORCE_CAPTURE_AFTER } from './capture-constants';
import type { CaptureContext } from './capture-types';

/** The step bar: every step with its disabled flag, by the rules of libs/domain. */
export function selectSteps(context: CaptureContext): StepAvailability[] {
  return reachableSteps({
    reachableIndex: context.reachableIndex,
    photographRequired: context.photographRequired,
  });
}

export function selectCurrentItem(context: CaptureContext): CaptureItem | null {
  return context.currentIndex === null ? null : (context.sequence[context.currentIndex] ?? null);
}

/** Force capture is offered once the same capture came back too poor FORCE_CAPTURE_AFTER times. */
export function selectCanForceCapture(context: CaptureContext): boolean {
  return context.settings.forceCaptureCounter >= FORCE_CAPTURE_AFTER;
}
