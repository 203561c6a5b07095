import {
  DeviceAgentError,
  DEVICE_CONNECTION,
  DEVICE_CONNECTION_MESSAGE,
} from '@ridgeline/device-agent-client';
import type { CaptureRequest, CaptureResult, DeviceInfo, Session } from '@ridgeline/device-agent-client';
import type { CaptureItem } from '../capture-sequence';
import { FAKE_SEQUENCES } from '../fake-agent/fake-sequences';
import { printId, REFERENCE_SEQUENCE, SESSION_ID, type AgentFailure } from './reference-model';

/** The concrete answers the model's agent gives; the reference model only names them. */
export const DEVICE: DeviceInfo = {
  deviceId: 'MODEL-1',
  deviceType: 'MODEL',
  firmwareVersion: '1',
  hardwareVersion: '1',
  productName: 'Model scanner',
  connected: true,
};

export const SESSION: Session = { sessionId: SESSION_ID, deviceDetail: DEVICE };

/** The agent's items for the reference sequence's codes, in its order. */
export const MODEL_SEQUENCE: CaptureItem[] = REFERENCE_SEQUENCE.map((reference) => {
  const item = [...FAKE_SEQUENCES.ROLL, ...FAKE_SEQUENCES.FLAT].find(
    (each) => each.finger === reference.code,
  );
  if (!item) throw new Error(`No fake sequence item for ${reference.code}`);
  return item;
});

/** One print of the requested finger with the given score. */
export function printFor(request: CaptureRequest, quality: number): CaptureResult {
  return {
    finger: request.finger,
    captureCompleted: request.captureCompleted,
    fingerprints: [
      {
        id: printId(request.finger, quality),
        code: request.finger,
        wsqImage: '',
        bitmapImage: '',
        width: 8,
        height: 8,
        quality,
      },
    ],
  };
}

export const ERRORS: Readonly<Record<AgentFailure, DeviceAgentError>> = {
  // The agent answered 5xx: it runs, the scanner is gone.
  deviceLost: new DeviceAgentError(DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, 500),
  // No answer at all.
  agentUnreachable: new DeviceAgentError(DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, null),
  invalidFinger: new DeviceAgentError('INVALID_FINGER', 'Invalid finger', 400),
  refused: new DeviceAgentError('NO_SESSION', 'No such session', 404),
  noFinger: new DeviceAgentError('NO_FINGER_DETECTED', 'No finger detected', 400),
  lowQuality: new DeviceAgentError('LOW_QUALITY', 'Low quality', 400),
};
