import type { DeviceInfo } from '@ridgeline/device-agent-client';
import type { AgentContext, OperationHandlers } from './agent-context';

export const AGENT_VERSION = '0.1.0';

export function deviceInfo(context: AgentContext): DeviceInfo {
  return {
    deviceId: 'SIM-TP-0001',
    deviceType: 'TEN_PRINT_LIVE_SCANNER',
    productName: 'Ridgeline Simulated Ten-Print Scanner',
    firmwareVersion: '2.4.1',
    hardwareVersion: 'B',
    serialNumber: 'RLSIM-000001',
    connected: !context.faults.pending('disconnect'),
  };
}

export function deviceHandlers(context: AgentContext): OperationHandlers {
  return {
    ping: async () => ({
      status: 'ok',
      version: AGENT_VERSION,
      agent: 'ridgeline-agent-sim',
      deviceConnected: !context.faults.pending('disconnect'),
    }),
    getLogs: async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return `${context.log.join('\n')}\n`;
    },
    getPrinters: async () => context.config.printers,
    getDeviceInfo: async () => deviceInfo(context),
    getDeviceStatus: async () => {
      const session = context.sessions.current();
      return {
        connected: !context.faults.pending('disconnect'),
        capturing: session?.armed !== undefined,
        sessionId: session?.sessionId ?? null,
      };
    },
    reconnectDevice: async () => {
      context.faults.reconnect();
      return deviceInfo(context);
    },
  };
}
