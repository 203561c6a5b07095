import type { AgentSchemas } from '@ridgeline/device-agent-client';
import { deviceInfo } from './device-handlers';
import type { AgentContext, OperationHandlers } from './agent-context';

export function sessionHandlers(context: AgentContext): OperationHandlers {
  return {
    startSession: async (request) => {
      const { id } = request.body as AgentSchemas['StartSessionRequest'];
      const session = context.sessions.start(id);
      return { sessionId: session.sessionId, deviceDetail: deviceInfo(context) };
    },
    exitSession: async () => {
      const session = context.sessions.exit();
      return { message: session ? `Session ${session.sessionId} closed` : 'No session was open' };
    },
    stopCapture: async () => {
      const session = context.sessions.current();
      if (session) session.armed = undefined;
      return { message: 'Capture stopped' };
    },
  };
}
