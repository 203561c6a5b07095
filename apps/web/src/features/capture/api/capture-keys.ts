import type { DeviceAgentClient } from '@ridgeline/device-agent-client';
import type { PortalRef } from '../../session/session-types';

const base = (portal: PortalRef) => ['capture', portal.kind, portal.code] as const;

/** The capture screen's query keys; its own module, since the capture route's loader (initial bundle) reads one. */
export const captureKeys = {
  setting: (portal: PortalRef) => [...base(portal), 'biometric-setting'] as const,
  printer: (portal: PortalRef) => [...base(portal), 'printer-config'] as const,
  services: (portal: PortalRef) => [...base(portal), 'services'] as const,
  agent: (portal: PortalRef) => [...base(portal), 'agent'] as const,
  codeLists: (portal: PortalRef) => [...base(portal), 'code-lists'] as const,
  agentPrinters: (agent: DeviceAgentClient) => ['capture', 'agent-printers', agent] as const,
  agentDevice: (agent: DeviceAgentClient) => ['capture', 'agent-device', agent] as const,
};
