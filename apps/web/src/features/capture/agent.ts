import { createDeviceAgentClient, type DeviceAgentClient } from '@ridgeline/device-agent-client';

const clients = new Map<string, DeviceAgentClient>();

/** One generated client per agent address (the API names it: GET agent/download-url). */
export function agentClient(baseUrl: string): DeviceAgentClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createDeviceAgentClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}
