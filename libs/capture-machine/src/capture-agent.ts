import {
  annotate,
  capture,
  clearFingerprints,
  exitSession,
  getCaptureSequence,
  ping,
  putSignature,
  reconnectDevice,
  startCapture,
  startSession,
  stopCapture,
  type CaptureRequest,
  type CaptureResult,
  type CaptureSequenceItem,
  type CaptureType,
  type DeviceAgentClient,
  type DeviceInfo,
  type FingerAnnotation,
  type Session,
  type SignatureUpload,
} from '@ridgeline/device-agent-client';

/**
 * The agent calls the capture machine makes, each under the caller's AbortSignal. Actors depend on this
 * rather than on HTTP so tests can hand them a controllable agent; the web app and the CLI pass
 * `createHttpCaptureAgent` over the generated client.
 */
export interface CaptureAgent {
  startSession(input: { id: string }, signal: AbortSignal): Promise<Session>;
  getCaptureSequence(
    input: { sessionId: string; captureType: CaptureType },
    signal: AbortSignal,
  ): Promise<CaptureSequenceItem[]>;
  annotate(
    input: { sessionId: string; annotations: FingerAnnotation[] },
    signal: AbortSignal,
  ): Promise<unknown>;
  startCapture(input: { sessionId: string; request: CaptureRequest }, signal: AbortSignal): Promise<unknown>;
  capture(input: { sessionId: string; request: CaptureRequest }, signal: AbortSignal): Promise<CaptureResult>;
  stopCapture(signal: AbortSignal): Promise<unknown>;
  clearFingerprints(input: { sessionId: string }, signal: AbortSignal): Promise<unknown>;
  reconnectDevice(signal: AbortSignal): Promise<DeviceInfo>;
  putSignature(
    input: { sessionId: string; signatures: SignatureUpload },
    signal: AbortSignal,
  ): Promise<unknown>;
  ping(signal: AbortSignal): Promise<unknown>;
  exitSession(signal: AbortSignal): Promise<unknown>;
}

export function createHttpCaptureAgent(client: DeviceAgentClient): CaptureAgent {
  return {
    startSession: (input, signal) => startSession(client, input, signal),
    getCaptureSequence: (input, signal) => getCaptureSequence(client, input, signal),
    annotate: (input, signal) => annotate(client, input, signal),
    startCapture: (input, signal) => startCapture(client, input, signal),
    capture: (input, signal) => capture(client, input, signal),
    stopCapture: (signal) => stopCapture(client, signal),
    clearFingerprints: (input, signal) => clearFingerprints(client, input, signal),
    reconnectDevice: (signal) => reconnectDevice(client, signal),
    putSignature: (input, signal) => putSignature(client, input, signal),
    ping: (signal) => ping(client, signal),
    exitSession: (signal) => exitSession(client, signal),
  };
}
