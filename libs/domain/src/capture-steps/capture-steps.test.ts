import { describe, expect, it } from 'vitest';
import { defaultCaptureSettings } from './capture-settings';
import {
  CAPTURE_STEPS,
  CAPTURE_STEP_COUNT,
  PHOTO_STEP_INDEX,
  captureStepByTab,
  type CaptureTab,
} from './capture-steps';
import { activateFingerprintStep, completeTab, initialCompletionFlags } from './completion-flags';
import { isStepDisabled, nextStepIndex, previousStepIndex, reachableSteps } from './reachable-steps';

describe('capture steps', () => {
  it('are seven, in the spec order, with their tab keys', () => {
    expect(CAPTURE_STEP_COUNT).toBe(7);
    expect(CAPTURE_STEPS.map((step) => step.name)).toEqual([
      'Transaction Detail',
      'Applicant',
      'Photo',
      'Annotations',
      'Fingerprints',
      'Signature',
      'Confirmation',
    ]);
    expect(CAPTURE_STEPS.map((step) => step.tab)).toEqual([
      'biometric-transaction-detail',
      'applicantForm',
      'biometric-photo',
      'biometric-annotation',
      'biometric-fingerprint',
      'biometric-signature',
      'biometric-confirmation',
    ]);
    expect(CAPTURE_STEPS.every((step, index) => step.index === index)).toBe(true);
  });

  it('put the photo at zero-based index 2', () => {
    expect(PHOTO_STEP_INDEX).toBe(2);
    expect(CAPTURE_STEPS[PHOTO_STEP_INDEX]?.key).toBe('photo');
  });

  it('find a step by its tab and refuse an unknown tab', () => {
    expect(captureStepByTab('biometric-signature').index).toBe(5);
    expect(() => captureStepByTab('nope' as CaptureTab)).toThrow(RangeError);
  });
});

describe('reachable steps', () => {
  it('disable every step after the reachable index', () => {
    const steps = reachableSteps({ reachableIndex: 3, photographRequired: true });
    expect(steps.map((step) => step.disabled)).toEqual([false, false, false, false, true, true, true]);
  });

  it('disable the photo step when no photograph is required', () => {
    expect(isStepDisabled(PHOTO_STEP_INDEX, { reachableIndex: 6, photographRequired: false })).toBe(true);
    expect(isStepDisabled(PHOTO_STEP_INDEX, { reachableIndex: 6, photographRequired: true })).toBe(false);
    expect(isStepDisabled(3, { reachableIndex: 6, photographRequired: false })).toBe(false);
  });

  it('leave only the first step open at the start', () => {
    const open = reachableSteps({ reachableIndex: 0, photographRequired: true }).filter(
      (step) => !step.disabled,
    );
    expect(open.map((step) => step.key)).toEqual(['transactionDetail']);
  });

  it('skip the photo when moving forward or back without a required photograph', () => {
    expect(nextStepIndex(1, false)).toBe(3);
    expect(nextStepIndex(1, true)).toBe(2);
    expect(previousStepIndex(3, false)).toBe(1);
    expect(previousStepIndex(3, true)).toBe(2);
  });

  it('stop at both ends of the workflow', () => {
    expect(nextStepIndex(6, true)).toBeNull();
    expect(previousStepIndex(0, true)).toBeNull();
    expect(nextStepIndex(0, true)).toBe(1);
  });
});

describe('completion flags', () => {
  it('start all false', () => {
    expect(Object.values(initialCompletionFlags()).every((flag) => flag === false)).toBe(true);
  });

  it('completing a tab sets the matching flag', () => {
    expect(completeTab(initialCompletionFlags(), 'applicantForm').applicantForm).toBe(true);
    expect(completeTab(initialCompletionFlags(), 'biometric-transaction-detail').transaction).toBe(true);
    expect(completeTab(initialCompletionFlags(), 'biometric-photo').photo).toBe(true);
  });

  it('completing the fingerprint tab clears annotationChanged', () => {
    const changed = activateFingerprintStep(initialCompletionFlags());
    const completed = completeTab(changed, 'biometric-fingerprint');
    expect(completed).toMatchObject({ fingerprint: true, annotationChanged: false });
  });

  it('completing another tab leaves annotationChanged alone', () => {
    const changed = activateFingerprintStep(initialCompletionFlags());
    expect(completeTab(changed, 'biometric-signature').annotationChanged).toBe(true);
  });

  it('setting the fingerprint flag active marks the annotation changed and un-completes fingerprints', () => {
    const completed = completeTab(initialCompletionFlags(), 'biometric-fingerprint');
    expect(activateFingerprintStep(completed)).toMatchObject({ fingerprint: false, annotationChanged: true });
  });
});

describe('capture settings', () => {
  it('default to auto-capture on, no forced capture', () => {
    expect(defaultCaptureSettings()).toEqual({
      deviceAutoCaptureMode: true,
      deviceAutoCaptureModeForRecapture: true,
      forceCapture: false,
      forceCaptureCounter: 0,
    });
  });
});
