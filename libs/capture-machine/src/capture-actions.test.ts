import { describe, expect, it } from 'vitest';
import { REFUSED_PRINT_QUALITY } from '@ridgeline/domain';
import type { Fingerprint } from '@ridgeline/device-agent-client';
import { storeResult } from './capture-actions';
import { captureRequest, initialCaptureContext } from './capture-context';
import type { CaptureContext } from './capture-types';
import { FLAT_SEQUENCE } from './fake-agent/fake-sequences';

/** At the flat row's `index`th capture, with a session and the default settings. */
function atCapture(index: number, overrides: Partial<CaptureContext> = {}): CaptureContext {
  return {
    ...initialCaptureContext({
      transactionId: 'T-1',
      fingerprintOption: 'FLAT',
      photographRequired: false,
      agentDownloadUrl: 'https://downloads.example.test/agent.msi',
      resumeStepIndex: 0,
    }),
    session: {
      sessionId: 'S-1',
      deviceDetail: {
        deviceId: 'D',
        deviceType: 'T',
        firmwareVersion: '1',
        hardwareVersion: '1',
        productName: 'Scanner',
        connected: true,
      },
    },
    sequence: [...FLAT_SEQUENCE],
    currentIndex: index,
    ...overrides,
  };
}

const print = (code: Fingerprint['code'], quality: number): Fingerprint =>
  ({
    id: `${code}-${quality}`,
    code,
    quality,
    width: 800,
    height: 750,
    bitmapImage: `img-${code}`,
  }) as Fingerprint;

describe('storeResult (an accepted capture)', () => {
  it('keeps every print of a slap, shows its own on the hand and starts a fresh force-capture count', () => {
    const context = atCapture(0, {
      settings: {
        deviceAutoCaptureMode: true,
        deviceAutoCaptureModeForRecapture: true,
        forceCapture: false,
        forceCaptureCounter: 2,
      },
      lastQuality: 5,
    });
    const slap = [print('RIGHT_INDEX_ROLL', 2), print('RIGHT_FOUR_FINGER', 1), print('RIGHT_MIDDLE_ROLL', 3)];
    const stored = storeResult(context, {
      finger: 'RIGHT_FOUR_FINGER',
      captureCompleted: false,
      fingerprints: slap,
    });
    expect(stored.prints).toEqual({
      RIGHT_INDEX_ROLL: { ...slap[0], forced: false },
      RIGHT_FOUR_FINGER: { ...slap[1], forced: false },
      RIGHT_MIDDLE_ROLL: { ...slap[2], forced: false },
    });
    expect(stored.fingers?.fourFinger.right.image).toBe('RIGHT_FOUR_FINGER-1');
    expect(stored.fingers?.fourFinger.left.image).toBeNull();
    expect(stored.settings).toEqual({ ...context.settings, forceCapture: false, forceCaptureCounter: 0 });
    expect(stored.lastQuality).toBe(1);
    expect(stored.error).toBeNull();
    expect(stored.recaptured).toEqual([]);
    expect(stored.recaptureCode).toBeNull();
  });

  it('takes the first print when none is of the captured code', () => {
    const stored = storeResult(atCapture(2), {
      finger: 'RIGHT_THUMB_FLAT',
      captureCompleted: false,
      fingerprints: [print('RIGHT_THUMB_ROLL', 3)],
    });
    expect(stored.prints?.RIGHT_THUMB_FLAT).toEqual({
      ...print('RIGHT_THUMB_ROLL', 3),
      code: 'RIGHT_THUMB_FLAT',
      forced: false,
    });
    expect(stored.fingers?.thumbStamped.right.image).toBe('RIGHT_THUMB_ROLL-3');
    expect(stored.lastQuality).toBe(3);
  });

  it('counts a capture answered without prints as done, with a refused-quality stand-in', () => {
    const stored = storeResult(atCapture(1), {
      finger: 'LEFT_FOUR_FINGER',
      captureCompleted: false,
      fingerprints: [],
    });
    expect(stored.prints).toEqual({
      LEFT_FOUR_FINGER: {
        id: 'LEFT_FOUR_FINGER-empty',
        code: 'LEFT_FOUR_FINGER',
        quality: REFUSED_PRINT_QUALITY,
        width: 1,
        height: 1,
        bitmapImage: '',
        forced: false,
      },
    });
    expect(stored.fingers?.fourFinger.left.image).toBe('LEFT_FOUR_FINGER-empty');
    expect(stored.lastQuality).toBeNull();
  });

  it('marks the prints of a forced capture and records a recapture in order', () => {
    const context = atCapture(3, {
      settings: {
        deviceAutoCaptureMode: true,
        deviceAutoCaptureModeForRecapture: false,
        forceCapture: true,
        forceCaptureCounter: 3,
      },
      recaptureCode: 'LEFT_THUMB_FLAT',
      recaptured: ['RIGHT_THUMB_FLAT'],
      prints: { LEFT_THUMB_FLAT: { ...print('LEFT_THUMB_FLAT', 4), forced: false } },
    });
    const stored = storeResult(context, {
      finger: 'LEFT_THUMB_FLAT',
      captureCompleted: true,
      fingerprints: [print('LEFT_THUMB_FLAT', 5)],
    });
    expect(stored.prints?.LEFT_THUMB_FLAT).toEqual({ ...print('LEFT_THUMB_FLAT', 5), forced: true });
    expect(stored.recaptured).toEqual(['RIGHT_THUMB_FLAT', 'LEFT_THUMB_FLAT']);
    expect(stored.recaptureCode).toBeNull();
    expect(stored.settings).toMatchObject({ forceCapture: false, forceCaptureCounter: 0 });
  });

  it('changes nothing when no capture is selected', () => {
    expect(
      storeResult(atCapture(0, { currentIndex: null }), {
        finger: 'RIGHT_FOUR_FINGER',
        captureCompleted: false,
        fingerprints: [],
      }),
    ).toEqual({});
  });
});

describe('captureRequest (what start-capture and capture send)', () => {
  it('says START with the session for the first capture, auto-capture from the settings', () => {
    expect(captureRequest(atCapture(0))).toEqual({
      sessionId: 'S-1',
      request: {
        autoCapture: true,
        finger: 'RIGHT_FOUR_FINGER',
        signal: 'START',
        captureCompleted: false,
        forceCapture: false,
      },
    });
  });

  it('says NEXT once a print is kept, and captureCompleted on the last pending capture', () => {
    const kept = { ...print('RIGHT_FOUR_FINGER', 1), forced: false };
    expect(captureRequest(atCapture(1, { prints: { RIGHT_FOUR_FINGER: kept } })).request).toMatchObject({
      signal: 'NEXT',
      finger: 'LEFT_FOUR_FINGER',
      captureCompleted: false,
    });
    const allButLast = {
      RIGHT_FOUR_FINGER: kept,
      LEFT_FOUR_FINGER: { ...print('LEFT_FOUR_FINGER', 1), forced: false },
      RIGHT_THUMB_FLAT: { ...print('RIGHT_THUMB_FLAT', 1), forced: false },
    };
    expect(captureRequest(atCapture(3, { prints: allButLast })).request).toMatchObject({
      signal: 'NEXT',
      captureCompleted: true,
    });
  });

  it('says RECAPTURE, always completed, with the recapture auto-capture setting and the force flag', () => {
    const context = atCapture(2, {
      recaptureCode: 'RIGHT_THUMB_FLAT',
      settings: {
        deviceAutoCaptureMode: true,
        deviceAutoCaptureModeForRecapture: false,
        forceCapture: true,
        forceCaptureCounter: 3,
      },
    });
    expect(captureRequest(context).request).toEqual({
      autoCapture: false,
      finger: 'RIGHT_THUMB_FLAT',
      signal: 'RECAPTURE',
      captureCompleted: true,
      forceCapture: true,
    });
  });

  it('refuses to build a request with no capture selected', () => {
    expect(() => captureRequest(atCapture(0, { currentIndex: null }))).toThrow('No capture item is selected');
  });
});
