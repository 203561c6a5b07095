import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/device-agent';
import { DEFAULT_AGENT_URL } from './messages';

export interface DeviceAgentClientOptions {
  /** Where the agent listens; `http://localhost:8080` unless configured (the simulator may run elsewhere). */
  baseUrl?: string;
  /** Tests pass their own; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
}

export type DeviceAgentClient = Client<paths>;

export function createDeviceAgentClient(options: DeviceAgentClientOptions = {}): DeviceAgentClient {
  return createClient<paths>({
    baseUrl: (options.baseUrl ?? DEFAULT_AGENT_URL).replace(/\/+$/, ''),
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });
}
