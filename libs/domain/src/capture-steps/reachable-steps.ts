import { CAPTURE_STEP_COUNT, CAPTURE_STEPS, PHOTO_STEP_INDEX, type CaptureStep } from './capture-steps';

export interface StepAvailability extends CaptureStep {
  disabled: boolean;
}

export interface StepRules {
  /** The furthest step the operator has reached; every later step is disabled. */
  reachableIndex: number;
  photographRequired: boolean;
}

export function isStepDisabled(index: number, rules: StepRules): boolean {
  if (index > rules.reachableIndex) return true;
  return index === PHOTO_STEP_INDEX && !rules.photographRequired;
}

export function reachableSteps(rules: StepRules): StepAvailability[] {
  return CAPTURE_STEPS.map((step) => ({ ...step, disabled: isStepDisabled(step.index, rules) }));
}

/** The step after `index`, skipping the photo when none is required; null after the last step. */
export function nextStepIndex(index: number, photographRequired: boolean): number | null {
  const next = index + 1 === PHOTO_STEP_INDEX && !photographRequired ? index + 2 : index + 1;
  return next < CAPTURE_STEP_COUNT ? next : null;
}

/** The step before `index`, skipping the photo when none is required; null before the first step. */
export function previousStepIndex(index: number, photographRequired: boolean): number | null {
  const previous = index - 1 === PHOTO_STEP_INDEX && !photographRequired ? index - 2 : index - 1;
  return previous >= 0 ? previous : null;
}
