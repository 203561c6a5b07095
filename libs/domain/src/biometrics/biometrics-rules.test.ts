import { describe, expect, it } from 'vitest';
import { FINGER_CODES } from '../finger-codes/finger-codes';
import {
  BIOMETRIC_STATUSES,
  CHANGE_STATUS_OPTIONS,
  type BiometricStatus,
} from '../statuses/biometric-status';
import {
  biometricStatusChange,
  nextBiometricStatuses,
  type BiometricStatusCause,
} from './biometric-status-changes';
import { missingFingerCode } from './missing-finger-codes';
import { excusedImpressions, missingFingers, missingImpressions } from './required-impressions';
import { printSizeLimit, printSizeProblem } from './print-size-limits';

const CAUSES: BiometricStatusCause[] = ['manual', 'completion', 'recapture', 'transfer', 'fbi-response'];

describe('biometric status changes', () => {
  it('let an operator move a completed capture to review or ask for a recapture', () => {
    expect(nextBiometricStatuses('COMPLETED', 'manual')).toEqual(['IN_REVIEW', 'REQUEST_FOR_RECAPTURE']);
    expect(biometricStatusChange('IN_REVIEW', 'COMPLETED', 'manual')).toEqual({ ok: true });
    expect(biometricStatusChange('SENT_TO_FBI', 'REQUEST_FOR_RECAPTURE', 'manual')).toEqual({ ok: true });
  });

  it('mark Sent to FBI only through a transfer, and Recaptured only through a recapture', () => {
    for (const from of BIOMETRIC_STATUSES) {
      for (const cause of CAUSES) {
        if (cause !== 'transfer') expect(biometricStatusChange(from, 'SENT_TO_FBI', cause).ok).toBe(false);
        if (cause !== 'recapture') expect(biometricStatusChange(from, 'RECAPTURED', cause).ok).toBe(false);
      }
    }
    expect(biometricStatusChange('COMPLETED', 'SENT_TO_FBI', 'transfer')).toEqual({ ok: true });
    expect(biometricStatusChange('REQUEST_FOR_RECAPTURE', 'RECAPTURED', 'recapture')).toEqual({ ok: true });
    expect(biometricStatusChange('COMPLETED', 'SENT_TO_FBI', 'manual')).toEqual({
      ok: false,
      message: 'Only a successful EFT transfer marks a transaction Sent to FBI',
    });
  });

  it("let the FBI's ERRT ask for a recapture of a sent (or just completed) record, and nothing else", () => {
    for (const from of BIOMETRIC_STATUSES) {
      const allowed = nextBiometricStatuses(from, 'fbi-response');
      expect(allowed).toEqual(
        ['COMPLETED', 'IN_REVIEW', 'SENT_TO_FBI'].includes(from) ? ['REQUEST_FOR_RECAPTURE'] : [],
      );
    }
    expect(biometricStatusChange('RECAPTURED', 'REQUEST_FOR_RECAPTURE', 'fbi-response').ok).toBe(false);
  });

  it('never put a transaction back in progress, and complete a capture only once', () => {
    for (const from of BIOMETRIC_STATUSES) {
      for (const cause of CAUSES) expect(biometricStatusChange(from, 'IN_PROGRESS', cause).ok).toBe(false);
    }
    expect(biometricStatusChange('IN_PROGRESS', 'COMPLETED', 'completion')).toEqual({ ok: true });
    expect(biometricStatusChange('COMPLETED', 'COMPLETED', 'completion').ok).toBe(false);
    expect(biometricStatusChange('IN_PROGRESS', 'COMPLETED', 'manual')).toEqual({
      ok: false,
      message: 'A capture in progress is completed through the Confirmation step',
    });
  });

  it('offer by hand only statuses of the status-change list', () => {
    const offered = new Set<BiometricStatus>(CHANGE_STATUS_OPTIONS.map((option) => option.value));
    for (const from of BIOMETRIC_STATUSES) {
      for (const to of nextBiometricStatuses(from, 'manual')) expect(offered.has(to)).toBe(true);
    }
    expect(nextBiometricStatuses('RECAPTURED', 'manual')).toEqual([]);
  });
});

describe('print size limits', () => {
  it('allow the simulator sizes: rolled 760x720, plain thumb 500x650, slap 1600x1000', () => {
    expect(printSizeProblem('LEFT_INDEX_ROLL', 760, 720)).toBeNull();
    expect(printSizeProblem('RIGHT_THUMB_FLAT', 500, 650)).toBeNull();
    expect(printSizeProblem('LEFT_FOUR_FINGER', 1600, 1000)).toBeNull();
  });

  it('refuse a print larger or smaller than its finger code allows, naming the code', () => {
    expect(printSizeProblem('LEFT_INDEX_ROLL', 1600, 1000)).toBe(
      'LEFT_INDEX_ROLL: the print is 1600x1000 pixels, larger than the 800x750 allowed',
    );
    expect(printSizeProblem('RIGHT_FOUR_FINGER', 400, 400)).toBe(
      'RIGHT_FOUR_FINGER: the print is 400x400 pixels, smaller than the 750x500 required',
    );
    expect(printSizeProblem('LEFT_THUMB_FLAT', 760, 720)).toMatch(/^LEFT_THUMB_FLAT: .*larger/);
  });

  it('give every finger code a limit', () => {
    for (const code of FINGER_CODES) expect(printSizeLimit(code).maxWidth).toBeGreaterThan(0);
  });
});

describe('missing finger codes', () => {
  it('read XX for amputated and UP for unable to print, in either spelling', () => {
    expect(missingFingerCode('XX')).toBe('XX');
    expect(missingFingerCode('amputated')).toBe('XX');
    expect(missingFingerCode('UP')).toBe('UP');
    expect(missingFingerCode('UNABLE_TO_PRINT')).toBe('UP');
    expect(missingFingerCode('BANDAGED')).toBeNull();
    expect(missingFingerCode(undefined)).toBeNull();
  });
});

describe('required impressions', () => {
  it('ask for all fourteen impressions when no finger is missing', () => {
    expect(missingImpressions([], [])).toEqual([...FINGER_CODES]);
  });

  it('excuse an amputated left index and nothing else: thirteen impressions remain', () => {
    const annotations = [{ code: 'LEFT_INDEX_ROLL', color: 'RED' as const, reason: 'XX' }];
    expect(missingImpressions([], annotations)).toHaveLength(13);
    expect(missingImpressions([], annotations)).not.toContain('LEFT_INDEX_ROLL');
    expect(missingImpressions([], annotations)).toContain('LEFT_FOUR_FINGER');
    expect(missingFingers(annotations).get('LEFT_INDEX_ROLL')).toBe('XX');
  });

  it('excuse the plain thumb of a missing thumb and the slap of a hand without its four fingers', () => {
    const red = (code: string) => ({ code, color: 'RED' as const, reason: 'UP' });
    const excused = excusedImpressions([
      red('RIGHT_THUMB_ROLL'),
      red('LEFT_INDEX_ROLL'),
      red('LEFT_MIDDLE_ROLL'),
      red('LEFT_RING_ROLL'),
      red('LEFT_LITTLE_ROLL'),
    ]);
    expect(excused.has('RIGHT_THUMB_FLAT')).toBe(true);
    expect(excused.has('LEFT_FOUR_FINGER')).toBe(true);
    expect(excused.has('RIGHT_FOUR_FINGER')).toBe(false);
  });

  it('count a yellow annotation as a remark only', () => {
    expect(
      missingImpressions([], [{ code: 'LEFT_RING_ROLL', color: 'YELLOW', reason: 'BANDAGED' }]),
    ).toHaveLength(14);
  });
});
