import {
  createDeviceAgentClient,
  DEFAULT_AGENT_URL,
  type DeviceAgentClient,
} from '@ridgeline/device-agent-client';

/**
 * Where the operator's device agent listens: http://localhost:8080 unless this browser was told otherwise under
 * this local-storage key (a workstation whose agent runs on another port; the end-to-end journeys use it).
 */
export const AGENT_URL_STORAGE_KEY = 'ridgeline.agentUrl';

export function deviceAgentUrl(): string {
  try {
    return localStorage.getItem(AGENT_URL_STORAGE_KEY) || DEFAULT_AGENT_URL;
  } catch {
    return DEFAULT_AGENT_URL;
  }
}

let client: { url: string; agent: DeviceAgentClient } | undefined;

/** The device agent's client, rebuilt when the configured address changes. */
export function deviceAgent(): DeviceAgentClient {
  const url = deviceAgentUrl();
  if (client?.url !== url) client = { url, agent: createDeviceAgentClient({ baseUrl: url }) };
  return client.agent;
}

/** The device agent's query keys (what it answers does not depend on the portal). */
export const deviceAgentKeys = {
  printers: ['device-agent', 'printers'] as const,
};
