import { agentError, canceledError, connectionError } from './device-agent-error';

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one agent call under the caller's signal and maps its failures: cancelled -> `Request was canceled.`,
 * no answer or HTTP 5xx -> `Please check your device connection.`, any other refusal -> the agent's message.
 */
export async function runAgentCall<T>(signal: AbortSignal, call: () => Promise<CallResult<T>>): Promise<T> {
  if (signal.aborted) throw canceledError();
  let result: CallResult<T>;
  try {
    result = await call();
  } catch {
    // A fetch rejected after an abort is the cancellation whatever error object the runtime chose.
    throw signal.aborted ? canceledError() : connectionError();
  }
  const { data, error, response } = result;
  if (response.status >= 500) throw connectionError(response.status);
  if (!response.ok || error !== undefined) throw agentError(response.status, error);
  // Every success of the agent contract has a body except DELETE /sim/faults (204), whose type says so.
  return data as T;
}
