import type { FaultInjection } from '@ridgeline/device-agent-client';
import type { AgentContext, OperationHandlers } from './agent-context';

export function simulatorHandlers(context: AgentContext): OperationHandlers {
  return {
    setSimulatorFaults: async (request) => context.faults.set(request.body as FaultInjection),
    clearSimulatorFaults: async (_request, reply) => {
      context.faults.clear();
      return reply.code(204).send();
    },
  };
}
