import {
  DEVICE_CONNECTION,
  INVALID_FINGER_MESSAGE,
  isDeviceAgentError,
} from '@ridgeline/device-agent-client';
import { IGNORED_CAPTURE_CODES, INVALID_FINGER_CODE, LOW_QUALITY_CODE } from './capture-constants';
import type { CaptureError } from './capture-types';

/** Turns a failed agent call into what the operator is shown and can act on. */
export function toCaptureError(error: unknown): CaptureError {
  if (!isDeviceAgentError(error)) {
    return {
      kind: 'captureFailed',
      code: 'UNKNOWN',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const { code, message } = error;
  if (code === DEVICE_CONNECTION) {
    // No answer at all means the agent itself is not running; an HTTP 5xx means it runs but lost the scanner.
    return { kind: error.status === null ? 'agentUnreachable' : 'deviceLost', code, message };
  }
  if (code === INVALID_FINGER_CODE || message === INVALID_FINGER_MESSAGE) {
    return { kind: 'invalidFinger', code, message: INVALID_FINGER_MESSAGE };
  }
  return { kind: 'captureFailed', code, message };
}

export function isConnectionFailure(error: unknown): boolean {
  const kind = toCaptureError(error).kind;
  return kind === 'deviceLost' || kind === 'agentUnreachable';
}

export function isInvalidFinger(error: unknown): boolean {
  return toCaptureError(error).kind === 'invalidFinger';
}

export function isIgnoredCaptureFailure(error: unknown): boolean {
  return isDeviceAgentError(error) && IGNORED_CAPTURE_CODES.includes(error.code);
}

export function isLowQualityFailure(error: unknown): boolean {
  return isDeviceAgentError(error) && error.code === LOW_QUALITY_CODE;
}

/** Only a call that got no answer at all says the agent is not there. */
export function isAgentUnreachable(error: unknown): boolean {
  return toCaptureError(error).kind === 'agentUnreachable';
}
