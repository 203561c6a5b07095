import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_AGENT_URL, type DeviceAgentClient } from '@ridgeline/device-agent-client';
import { agentClient } from '../capture/agent';
import { agentDownloadQueryOptions } from '../capture/api/agent-download';
import type { PortalRef } from '../session/session-types';

/**
 * A workstation whose agent listens elsewhere than the product says names it in local storage under this key (the
 * end-to-end journeys do not need it: their API's AGENT_URL names the simulator).
 */
export const AGENT_URL_STORAGE_KEY = 'ridgeline.agentUrl';

function agentUrlOverride(): string | null {
  try {
    return localStorage.getItem(AGENT_URL_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Where this browser reaches the device agent, one rule for capture, printing and device logs: this workstation's
 * own address if it set one, else the API's AGENT_URL (GET agent/download-url, which the Content-Security-Policy
 * allows), else http://localhost:8080.
 */
export function deviceAgentUrl(configured: string | undefined): string {
  return agentUrlOverride() ?? configured ?? DEFAULT_AGENT_URL;
}

/** The device agent's client for work outside the capture screen: resolves the address when it is first needed. */
export function useDeviceAgent(portal: PortalRef): () => Promise<DeviceAgentClient> {
  const queryClient = useQueryClient();
  return async () => {
    const configured = await queryClient
      .fetchQuery(agentDownloadQueryOptions(portal))
      .then((answer) => answer.agentUrl)
      .catch(() => undefined);
    return agentClient(deviceAgentUrl(configured));
  };
}

/** The device agent's query keys (what it answers does not depend on the portal). */
export const deviceAgentKeys = {
  printers: ['device-agent', 'printers'] as const,
};
