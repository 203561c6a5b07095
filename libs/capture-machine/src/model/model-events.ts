import {
  DeviceAgentError,
  DEVICE_CONNECTION,
  DEVICE_CONNECTION_MESSAGE,
} from '@ridgeline/device-agent-client';
import type { CaptureResult, DeviceInfo, Session } from '@ridgeline/device-agent-client';
import type { CaptureItem } from '../capture-sequence';
import { FAKE_SEQUENCES } from '../fake-agent/fake-sequences';

const DEVICE: DeviceInfo = {
  deviceId: 'MODEL-1',
  deviceType: 'MODEL',
  firmwareVersion: '1',
  hardwareVersion: '1',
  productName: 'Model scanner',
  connected: true,
};

const SESSION: Session = { sessionId: 'session-model', deviceDetail: DEVICE };

/** A short sequence that still holds one of each kind: a rolled finger, a slap and a stamped thumb. */
export const MODEL_SEQUENCE: CaptureItem[] = [
  ...FAKE_SEQUENCES.ROLL.filter((item) => item.finger === 'RIGHT_THUMB_ROLL'),
  ...FAKE_SEQUENCES.FLAT.filter(
    (item) => item.finger === 'LEFT_FOUR_FINGER' || item.finger === 'LEFT_THUMB_FLAT',
  ),
];

const result = (quality: number): CaptureResult => ({
  finger: 'RIGHT_THUMB_ROLL',
  captureCompleted: false,
  fingerprints: [
    {
      id: `print-q${quality}`,
      code: 'RIGHT_THUMB_ROLL',
      wsqImage: '',
      bitmapImage: '',
      width: 8,
      height: 8,
      quality,
    },
  ],
});

export const ERRORS = {
  deviceLost: new DeviceAgentError(DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, 500),
  agentUnreachable: new DeviceAgentError(DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, null),
  invalidFinger: new DeviceAgentError('INVALID_FINGER', 'Invalid finger', 400),
  refused: new DeviceAgentError('NO_SESSION', 'No such session', 404),
  noFinger: new DeviceAgentError('NO_FINGER_DETECTED', 'No finger detected', 400),
  lowQuality: new DeviceAgentError('LOW_QUALITY', 'Low quality', 400),
};

/** A model event: a type plus whatever payload the machine reads from it. */
export type ModelEvent = { type: string } & Record<string, unknown>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const sessionCallErrors = (id: string) => [
  failed(id, ERRORS.deviceLost),
  failed(id, ERRORS.invalidFinger),
  failed(id, ERRORS.refused),
];

export const STEP_EVENTS: ModelEvent[] = [
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'step.goto', index: 0 },
  { type: 'step.goto', index: 4 },
];

/** Enough of the device session to get through the fingerprints step in one pass. */
export const CLEAN_SESSION_EVENTS: ModelEvent[] = [
  { type: 'capture.start' },
  done('startSession', SESSION),
  done('annotateFingers', { id: 'annotation-1', annotations: [] }),
  done('loadSequence', MODEL_SEQUENCE),
  done('armScanner', { message: 'armed' }),
  done('capturePrint', result(2)),
  done('finishCapture', { message: 'stopped' }),
];

export const COMPLETION_EVENTS: ModelEvent[] = [
  { type: 'capture.complete', payload: { printerInfo: 'Front desk' } },
  done('closeSession', { message: 'bye' }),
];

export const CAPTURE_EVENTS: ModelEvent[] = [
  ...CLEAN_SESSION_EVENTS,
  { type: 'step.next' },
  { type: 'capture.trigger' },
  { type: 'capture.retry' },
  { type: 'capture.force' },
  { type: 'capture.stop' },
  { type: 'capture.resume' },
  { type: 'capture.recapture', code: 'RIGHT_THUMB_ROLL' },
  { type: 'capture.autoCapture', enabled: false },
  { type: 'device.reconnect' },
  { type: 'finger.mark', hand: 'leftHand', finger: 'thumb', mark: 'red', reason: 'AMPUTATED' },
  { type: 'finger.clear', hand: 'leftHand', finger: 'thumb' },
  { type: 'model.after.lowQualityRetry' },
  ...sessionCallErrors('startSession'),
  ...sessionCallErrors('annotateFingers'),
  ...sessionCallErrors('loadSequence'),
  ...sessionCallErrors('armScanner'),
  done('capturePrint', result(5)),
  ...sessionCallErrors('capturePrint'),
  failed('capturePrint', ERRORS.noFinger),
  failed('capturePrint', ERRORS.lowQuality),
  done('reconnectDevice', DEVICE),
  failed('reconnectDevice', ERRORS.deviceLost),
  done('stopCapture', { message: 'stopped' }),
  failed('stopCapture', ERRORS.deviceLost),
  { type: 'capture.clear' },
  done('clearFingerprints', { message: 'cleared' }),
  failed('clearFingerprints', ERRORS.deviceLost),
];

export const LEAVE_EVENTS: ModelEvent[] = [
  { type: 'step.next' },
  { type: 'capture.start' },
  done('startSession', SESSION),
  { type: 'leave.request' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  done('pingAgent', { status: 'ok', version: '1' }),
  failed('pingAgent', ERRORS.agentUnreachable),
  failed('pingAgent', ERRORS.deviceLost),
  done('exitSession', { message: 'bye' }),
  failed('exitSession', ERRORS.agentUnreachable),
];
