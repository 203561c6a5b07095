/** A refusal in the agent's error shape `{code, message}`; the web app shows the message as is. */
export class AgentError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AgentError';
  }

  toBody(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

export const INVALID_FINGER_MESSAGE = 'Invalid finger';

export const invalidFinger = (): AgentError => new AgentError(400, 'INVALID_FINGER', INVALID_FINGER_MESSAGE);

export const noSession = (sessionId: string): AgentError =>
  new AgentError(404, 'NO_SESSION', `No capture session ${sessionId}`);

export const deviceDisconnected = (): AgentError =>
  new AgentError(500, 'DEVICE_DISCONNECTED', 'The fingerprint scanner is disconnected');

export const internalError = (): AgentError =>
  new AgentError(500, 'INTERNAL_ERROR', 'The device agent failed');
