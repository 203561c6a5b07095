import { CANCELED, DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, REQUEST_CANCELED_MESSAGE } from './messages';

/** Every failure of an agent call: `code` is the agent's code, `canceled` or `DEVICE_CONNECTION`. */
export class DeviceAgentError extends Error {
  readonly code: string;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;

  constructor(code: string, message: string, status: number | null) {
    super(message);
    this.name = 'DeviceAgentError';
    this.code = code;
    this.status = status;
  }

  get canceled(): boolean {
    return this.code === CANCELED;
  }
}

export const canceledError = () => new DeviceAgentError(CANCELED, REQUEST_CANCELED_MESSAGE, null);

export const connectionError = (status: number | null = null) =>
  new DeviceAgentError(DEVICE_CONNECTION, DEVICE_CONNECTION_MESSAGE, status);

export function isDeviceAgentError(value: unknown): value is DeviceAgentError {
  return value instanceof DeviceAgentError;
}

export function isCanceled(value: unknown): boolean {
  return isDeviceAgentError(value) && value.canceled;
}

/** The agent's own `{code, message}` (such as `Invalid finger`), or the status when it sent none. */
export function agentError(status: number, body: unknown): DeviceAgentError {
  if (typeof body === 'object' && body !== null) {
    const code = 'code' in body && typeof body.code === 'string' ? body.code : String(status);
    if ('message' in body && typeof body.message === 'string' && body.message !== '') {
      return new DeviceAgentError(code, body.message, status);
    }
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new DeviceAgentError(String(status), text || `Request failed with status code ${status}`, status);
}
