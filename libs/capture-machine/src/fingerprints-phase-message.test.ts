import { describe, expect, it } from 'vitest';
import { initialCaptureContext } from './capture-context';
import { FORCE_CAPTURE_AFTER } from './capture-constants';
import { FINGERPRINTS_PHASES } from './fingerprints-phase';
import { fingerprintsPhaseMessage } from './fingerprints-phase-message';

const context = initialCaptureContext({
  transactionId: 't-1',
  fingerprintOption: 'FLAT_AND_ROLL',
  photographRequired: false,
  agentDownloadUrl: 'https://example.test/agent',
});

describe('fingerprintsPhaseMessage', () => {
  it('names the finger to place while the scanner is armed', () => {
    expect(fingerprintsPhaseMessage('arming', 'R. INDEX', context)).toBe('Place R. INDEX on the scanner.');
    expect(fingerprintsPhaseMessage('armed', null, context)).toBe('the finger: press Capture when ready.');
  });

  it('offers force capture only once the poor prints reached the limit', () => {
    const poor = { ...context, lastQuality: 5 };
    expect(fingerprintsPhaseMessage('lowQuality', 'R. INDEX', poor)).toBe('Low quality (5): trying again.');
    const limit = { ...poor, settings: { ...poor.settings, forceCaptureCounter: FORCE_CAPTURE_AFTER } };
    expect(fingerprintsPhaseMessage('lowQuality', 'R. INDEX', limit)).toBe(
      'Low quality (5) again: force the capture or try again.',
    );
  });

  it('shows the score of the last poor print', () => {
    const poor = { ...context, lastQuality: 4 };
    expect(fingerprintsPhaseMessage('lowQuality', 'R. INDEX', poor)).toBe('Low quality (4): trying again.');
    const limit = { ...poor, settings: { ...poor.settings, forceCaptureCounter: FORCE_CAPTURE_AFTER } };
    expect(fingerprintsPhaseMessage('lowQuality', 'R. INDEX', limit)).toBe(
      'Low quality (4) again: force the capture or try again.',
    );
  });

  it('tells the operator which phase the capture is in: no two phases share a message but stopping and paused', () => {
    const shown = FINGERPRINTS_PHASES.map((phase) => [
      phase,
      fingerprintsPhaseMessage(phase, 'R. INDEX', context),
    ])
      .filter(([, message]) => message !== '')
      .filter(([phase]) => phase !== 'stopping');
    const messages = shown.map(([, message]) => message);
    expect(new Set(messages).size, JSON.stringify(shown)).toBe(messages.length);
    expect(fingerprintsPhaseMessage('stopping', null, context)).toBe(
      fingerprintsPhaseMessage('paused', null, context),
    );
  });

  it('has a message for every phase that shows progress, and none outside the step', () => {
    const silent = [
      'preparing',
      'sequenceReady',
      'nextItem',
      'resuming',
      'invalidFinger',
      'captureFailed',
      'deviceLost',
      'clearing',
    ];
    for (const phase of FINGERPRINTS_PHASES.filter((name) => !silent.includes(name))) {
      expect(fingerprintsPhaseMessage(phase, 'R. INDEX', context), phase).not.toBe('');
    }
    expect(fingerprintsPhaseMessage(null, null, context)).toBe('');
  });
});
